import { type Declaration, decl, type Plugin, type Rule } from 'postcss';

/** The class the legacy loader (scripts/legacy-boot.ts) puts on <html> when flex gap has no effect. */
export const NO_FLEX_GAP_CLASS = 'no-flexgap';

/** `gap: R C` or `gap: V` as row and column gaps; column-gap / row-gap override either half. */
function gaps(decls: Declaration[]): { row: string | null; column: string | null } {
  let row: string | null = null;
  let column: string | null = null;
  for (const d of decls) {
    if (d.prop === 'gap') {
      const [r = '', c = r] = d.value.trim().split(/\s+(?![^(]*\))/);
      row = r;
      column = c;
    } else if (d.prop === 'row-gap') row = d.value.trim();
    else if (d.prop === 'column-gap') column = d.value.trim();
  }
  return { row, column };
}

/** The margins that stand in for the gap, on the container's children. */
function fallback(decls: Declaration[]): { children: string; margins: Record<string, string> } | null {
  const { row, column } = gaps(decls);
  const value = (prop: string) => decls.findLast((d) => d.prop === prop)?.value.trim() ?? '';
  const flow = value('flex-flow');
  const direction = value('flex-direction') || (flow.match(/\b(row|column)(-reverse)?\b/)?.[0] ?? 'row');
  const wraps = /(^|\s)wrap/.test(value('flex-wrap') || flow);
  const useful = (v: string | null): v is string => v !== null && !/^0(px)?$/.test(v) && v !== 'normal';
  if (wraps) {
    // Each item keeps the gap on its trailing side: one gap too many at the row's end, never one too few.
    const margins: Record<string, string> = {};
    if (useful(column)) margins['margin-right'] = column;
    if (useful(row)) margins['margin-bottom'] = row;
    return Object.keys(margins).length > 0 ? { children: '> *', margins } : null;
  }
  const side = {
    row: ['margin-left', column],
    'row-reverse': ['margin-right', column],
    column: ['margin-top', row],
    'column-reverse': ['margin-bottom', row],
  }[direction] as [string, string | null] | undefined;
  if (!side || !useful(side[1])) return null;
  return { children: '> * + *', margins: { [side[0]]: side[1] } };
}

/**
 * Flex `gap` before Chrome 84 / iOS 14.5 (ADR 0046): Lightning CSS cannot lower it, so every rule
 * that makes a flex container with a gap gets a twin under `html.no-flexgap` that spaces the children by
 * margins instead. Only the legacy loader sets that class, after measuring that gap does nothing, so an
 * engine with flex gap never sees the margins. Rules where display and gap sit in different rules are
 * left as they are (the screens set them together).
 */
export function flexGapFallback(): Plugin {
  return {
    postcssPlugin: 'mall-flex-gap-fallback',
    Once(root) {
      root.walkRules((rule: Rule) => {
        if (rule.selector.includes(NO_FLEX_GAP_CLASS)) return;
        const decls = rule.nodes.filter((n): n is Declaration => n.type === 'decl');
        const display = decls.findLast((d) => d.prop === 'display')?.value.trim();
        if (display !== 'flex' && display !== 'inline-flex') return;
        const plan = fallback(decls);
        if (!plan) return;
        // In a CSS module the class is global (never renamed, never exported to the module's class map).
        const file = root.source?.input.file ?? '';
        const flag = /\.module\.css$/.test(file) ? `:global(.${NO_FLEX_GAP_CLASS})` : `.${NO_FLEX_GAP_CLASS}`;
        const twin = rule.clone({
          selectors: rule.selectors.map((s) => `${flag} ${s} ${plan.children}`),
        });
        twin.removeAll();
        for (const [prop, value] of Object.entries(plan.margins)) {
          // The rule's own source, so later steps (Vite's url rewriting) know which file it came from.
          twin.append(decl({ prop, value, source: rule.source }));
        }
        rule.after(twin);
      });
    },
  };
}
