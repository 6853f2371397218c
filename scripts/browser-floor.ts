import { readFileSync } from 'node:fs';
import browserslist from 'browserslist';

/**
 * The declared browser floor (ADR 0046): package.json's `browserslist`, one list for the legacy
 * bundle's JS and for the CSS of both bundles. Read here once so the build never restates versions.
 */
export function floorQueries(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    browserslist?: unknown;
  };
  const list = pkg.browserslist;
  if (!Array.isArray(list) || list.some((q) => typeof q !== 'string')) {
    throw new Error('package.json: browserslist must be a list of queries');
  }
  return list as string[];
}

/** Browserslist families as the esbuild-style targets Vite takes (build.cssTarget); WebViews are Chrome. */
const FAMILY: Record<string, string[]> = {
  chrome: ['chrome'],
  and_chr: ['chrome'],
  android: ['chrome'],
  ios_saf: ['ios', 'safari'],
  safari: ['safari'],
};

/** The floor as targets: the oldest version of each engine the list names, e.g. chrome61, ios12, safari12. */
export function floorTargets(queries: readonly string[] = floorQueries()): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist([...queries])) {
    const [family = '', range = ''] = entry.split(' ');
    const version = Number.parseFloat(range.split('-')[0] ?? '');
    for (const target of FAMILY[family] ?? []) {
      // Android WebViews before 5 carried their own old engine, not Chrome: not part of a Chrome floor.
      if (!Number.isFinite(version) || (family === 'android' && version < 37)) continue;
      const seen = oldest.get(target);
      if (seen === undefined || version < seen) oldest.set(target, version);
    }
  }
  return [...oldest].map(([target, version]) => `${target}${version}`);
}
