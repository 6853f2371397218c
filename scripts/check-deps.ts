import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKED_ROOTS, checkSources, type SourceFile } from './check-deps-rules';

/** `npm run lint` step: the dependency directions (scripts/check-deps-rules.ts) over the repository. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(tsx?|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const files: SourceFile[] = CHECKED_ROOTS.flatMap((root) =>
  [...sourceFiles(join(ROOT, root))].map((abs) => ({
    path: relative(ROOT, abs).split(sep).join('/'),
    text: readFileSync(abs, 'utf8'),
  })),
);

const violations = checkSources(files);
for (const v of violations) console.error(`${v.path}:${v.line} [${v.rule}] ${v.detail}`);
if (violations.length > 0) {
  console.error(`check-deps: ${violations.length} dependency violation(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`check-deps: ${files.length} files follow the dependency directions`);
