import { describe, expect, it } from 'vitest';
import { catalogueProblems, registeredCatalogues } from '../../schemas/i18n/define';

// Load every namespace of the mall so the registry holds them all: shared ones in schemas/i18n, per-screen
// and per-block ones as messages.ts beside their code, the server's own in server/i18n.
const modules = import.meta.glob(
  [
    '/schemas/i18n/*.ts',
    '/src/**/messages.ts',
    '/src/**/messages/*.ts',
    '/blocks/**/messages.ts',
    '/server/**/messages.ts',
    '/server/i18n/*.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);

const CJK = /[\u3400-\u9fff]/;

describe('the message catalogue', () => {
  it('loads namespaces', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(registeredCatalogues().length).toBeGreaterThan(0);
  });

  it('has every key in both languages, none empty', () => {
    const problems = registeredCatalogues()
      .filter((c) => !c.namespace.startsWith('test.'))
      .flatMap(catalogueProblems);
    expect(problems).toEqual([]);
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
