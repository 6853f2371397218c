import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, registeredCatalogues } from '../../schemas/i18n/define';

// Load every namespace of the mall so the registry holds them all: shared ones in schemas/i18n, per-screen
// and per-block ones as messages.ts beside their code, the server's own in server/i18n.
const modules = import.meta.glob(
  [
    '/schemas/**/*.ts',
    '/src/**/*[mM]essages.ts',
    '/blocks/**/*[mM]essages.ts',
    '/server/**/*[mM]essages.ts',
    '/server/i18n/*.ts',
    '!/server/repos/**',
    '!**/*.test.ts',
  ],
  { eager: true },
);

const CJK = /[\u3400-\u9fff]/;
const ROOT = join(__dirname, '..', '..');

/** Every source file that declares a namespace, so none escapes the checks below by its file name. */
function declaringFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : declaringFiles(path);
    if (!/\.tsx?$/.test(e.name) || /\.(test|stories)\.tsx?$/.test(e.name)) return [];
    return /defineMessages\(\s*['"]/.test(readFileSync(path, 'utf8')) ? [`/${relative(ROOT, path)}`] : [];
  });
}

describe('the message catalogue', () => {
  it('loads namespaces', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(registeredCatalogues().length).toBeGreaterThan(0);
  });

  it('checks every file that declares a namespace', () => {
    const declaring = ['schemas', 'src', 'blocks', 'server'].flatMap((d) => declaringFiles(join(ROOT, d)));
    expect(declaring.filter((f) => !(f in modules))).toEqual([]);
  });

  it('has every key in both languages, none empty', () => {
    const problems = registeredCatalogues()
      .filter((c) => !c.namespace.startsWith('test.'))
      .flatMap(catalogueProblems);
    expect(problems).toEqual([]);
  });

  it('has no Latin-only text in zh-CN: a word without Chinese is a unit or a code, never a sentence', () => {
    // Units and codes a Chinese mall writes in Latin letters: 1km, VIP, SKU.
    const latinWords = /^[\d\s.,:%¥+-]*(km|m|kg|g|VIP|SKU|ID|App|OK)?[\d\s.,:%¥+-]*$/;
    const wrong: string[] = [];
    for (const c of registeredCatalogues()) {
      if (c.namespace.startsWith('test.')) continue;
      for (const [key, value] of Object.entries(c['zh-CN'])) {
        const text: unknown = typeof value === 'function' ? value(1, 1, 1) : value;
        // A message that needs a real argument (a role's name) is checked where its arguments are known.
        if (typeof text !== 'string') continue;
        if (/[A-Za-z]{2,}/.test(text) && !CJK.test(text) && !latinWords.test(text))
          wrong.push(`${c.namespace}.${key} (zh-CN): ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has Chinese in zh-CN and no Chinese in en', () => {
    const wrong: string[] = [];
    for (const c of registeredCatalogues()) {
      if (c.namespace.startsWith('test.')) continue;
      for (const [key, value] of Object.entries(c.en)) {
        const text = typeof value === 'function' ? value(1, 1, 1) : value;
        if (CJK.test(text)) wrong.push(`${c.namespace}.${key} (en): ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
