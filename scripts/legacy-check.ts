import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import postcss from 'postcss';

/**
 * What the declared floor (Chrome 61, iOS 12, ADR 0046) cannot read, found in a build: the
 * legacy bundle's scripts that do not parse as ES2017, and the stylesheets' features the floor lacks.
 */

const filesUnder = (dir: string, ext: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f));

/** Every script under assets/legacy/ that acorn refuses as an ES2017 script, with the reason. */
export function notEs2017(dist: string): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(join(dist, 'assets', 'legacy'), '.js')) {
    try {
      parse(readFileSync(file, 'utf8'), { ecmaVersion: 2017, sourceType: 'script' });
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
    }
  }
  return problems;
}

/** Inside an @supports rule whose condition names the property (its fallback sits beside it). */
const guardedBy = (node: postcss.Node, property: string): boolean => {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'atrule' && (p as postcss.AtRule).name === 'supports') {
      if ((p as postcss.AtRule).params.includes(property)) return true;
    }
  }
  return false;
};

/**
 * The shopper stylesheets' features the floor lacks, unlowered: `inset`, the `translate` property, `:is()`,
 * and `aspect-ratio` outside an @supports that names it. (Flex gap has its margin fallback beside every
 * rule that uses it, scripts/flex-gap-fallback.ts; a twin missing there shows in the legacy e2e.)
 */
export function unloweredCss(dist: string): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(join(dist, 'assets'), '.css')) {
    if (/[\\/]console-[^\\/]*\.css$/.test(file)) continue; // the operators' console: desktop browsers only
    const root = postcss.parse(readFileSync(file, 'utf8'));
    root.walkRules((rule) => {
      if (rule.selector.includes(':is(')) problems.push(`${file}: ${rule.selector.slice(0, 80)}`);
    });
    root.walkDecls((decl) => {
      const where = `${file}: ${decl.prop}: ${decl.value.slice(0, 40)}`;
      if (decl.prop === 'inset' || decl.prop === 'translate') problems.push(where);
      else if (decl.prop === 'aspect-ratio' && !guardedBy(decl, 'aspect-ratio')) problems.push(where);
    });
  }
  return problems;
}
