import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './budgets';

/**
 * The operator console (console.html, src/console) must not reach a shopper: no chunk the mall's entry can
 * load, statically or lazily, may hold console code. Every console module that shows words declares a
 * `console.*` message namespace, the editor carries dnd-kit, and its history immer (its draft marker,
 * `immer-state`); any of them in a shopper chunk is a leak.
 */
const CONSOLE_MARKERS = [/[`'"]console\.[a-zA-Z]+[`'"]/, /DndDescribedBy/, /immer-state/];

/** Every JS file the entry can load: its static imports and dynamic imports, transitively. */
export function reachableFiles(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
    for (const dep of manifest[key]?.dynamicImports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));
}

/** Shopper files that contain console code (empty: isolated), and whether the console was built at all. */
export function consoleLeaks(dist: string, manifest: Manifest): { leaks: string[]; consoleBuilt: boolean } {
  // The console's own build writes its manifest beside the mall's (vite.config.ts, consoleBuild).
  const consoleManifest = join(dist, '.vite', 'console-manifest.json');
  const consoleFiles = existsSync(consoleManifest)
    ? reachableFiles(JSON.parse(readFileSync(consoleManifest, 'utf8')) as Manifest, 'console.html')
    : [];
  const consoleCode = consoleFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  const consoleBuilt = consoleFiles.length > 0 && CONSOLE_MARKERS.every((m) => m.test(consoleCode));
  const leaks = reachableFiles(manifest, 'index.html').filter((file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    return CONSOLE_MARKERS.some((m) => m.test(code));
  });
  return { leaks, consoleBuilt };
}
