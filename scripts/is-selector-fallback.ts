import postcss, { type Plugin as PostcssPlugin, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/** Splits a selector list at its top-level commas (not those inside parentheses). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * One selector with its first `:is(a, b)` written out as `…a…`, `…b…`, repeated until none is left.
 * An `:is()` inside another pseudo-class's argument (`:not(:is(…))`) is left as it is.
 */
export function expandIs(selector: string): string[] {
  const open = selector.indexOf(':is(');
  if (open < 0) return [selector];
  const before = selector.slice(0, open);
  if ((before.match(/\(/g)?.length ?? 0) !== (before.match(/\)/g)?.length ?? 0)) return [selector];
  let depth = 0;
  let close = -1;
  for (let i = open + 3; i < selector.length; i++) {
    if (selector[i] === '(') depth++;
    else if (selector[i] === ')' && --depth === 0) {
      close = i;
      break;
    }
  }
  if (close < 0) return [selector];
  const after = selector.slice(close + 1);
  return splitTopLevel(selector.slice(open + 4, close)).flatMap((inner) =>
    expandIs(`${before}${inner}${after}`),
  );
}

function writeOutIs(): PostcssPlugin {
  return {
    postcssPlugin: 'mall-is-selector-fallback',
    Once(root) {
      root.walkRules((rule: Rule) => {
        if (!rule.selector.includes(':is(')) return;
        rule.selectors = rule.selectors.flatMap(expandIs);
      });
    },
  };
}

/**
 * `:is()` (Chrome 88, iOS 14) written out for the declared floor (ADR 0046), in every stylesheet
 * the build emits: the mall's own and those Lightning CSS made while lowering nesting (Swiper's pagination
 * rules come out as `:is(a, b) .x`), which an older engine would drop whole. So this runs on the minified
 * output, after Lightning CSS. Each alternative becomes a selector of its own (with its own specificity,
 * where :is() took the highest: the rules concerned do not rely on the difference).
 */
export function isSelectorFallback(): Plugin {
  return {
    name: 'mall-is-selector-fallback',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          if (!css.includes(':is(')) continue;
          file.source = (await postcss([writeOutIs()]).process(css, { from: undefined })).css;
        }
      },
    },
  };
}
