import { describe, expect, it } from 'vitest';
import { z } from '../../zod';
import { type AnyEndpoint, type DocumentedEndpoint, documented, endpoint } from '../endpoint';
import { ENDPOINT_DOMAINS } from '.';

const declarations: DocumentedEndpoint[] = ENDPOINT_DOMAINS.flatMap((domain) => Object.values(domain));
const label = (e: AnyEndpoint) => `${e.method.toUpperCase()} ${e.path}`;

describe('endpoint declarations', () => {
  it('are declared once each (method and path)', () => {
    const labels = declarations.map(label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it('declare exactly the path parameters their path names', () => {
    for (const e of declarations) {
      const inPath = [...e.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();
      const declared = Object.keys(e.params?._zod.def.shape ?? {}).sort();
      expect(declared, label(e)).toEqual(inPath);
    }
  });

  it('read no body on a GET', () => {
    for (const e of declarations) if (e.method === 'get') expect(e.body, label(e)).toBeUndefined();
  });

  it('show examples their own schemas accept', () => {
    let checked = 0;
    for (const e of declarations) {
      if (e.examples?.body !== undefined) {
        expect(z.safeParse(e.body, e.examples.body).success, `${label(e)} body example`).toBe(true);
        checked += 1;
      }
      if (e.examples?.result !== undefined) {
        expect(z.safeParse(e.result, e.examples.result).success, `${label(e)} result example`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('each have their doc, with a summary and a tag (the document lists none without)', () => {
    for (const e of declarations) {
      expect(e.summary, label(e)).toMatch(/\S/);
      expect(e.tag, label(e)).toMatch(/\S/);
    }
  });
});

describe('documented', () => {
  const wire = {
    one: endpoint({ method: 'get', path: '/api/one', auth: 'public', result: z.number() }),
    two: endpoint({ method: 'get', path: '/api/two', auth: 'public', result: z.number() }),
  };

  it('joins each declaration with its doc under the same name', () => {
    const joined = documented(wire, {
      one: { summary: 'One', tag: 'product' },
      two: { summary: 'Two', tag: 'product', etag: true },
    });
    expect(joined.two).toMatchObject({ method: 'get', path: '/api/two', summary: 'Two', etag: true });
    expect(Object.keys(joined)).toEqual(['one', 'two']);
  });

  it('refuses a declaration without a doc, and a doc without a declaration', () => {
    const missing = { one: { summary: 'One', tag: 'product' } } as Parameters<
      typeof documented<typeof wire>
    >[1];
    expect(() => documented(wire, missing)).toThrow(/two/);
    const extra = {
      one: { summary: 'One', tag: 'product' },
      two: { summary: 'Two', tag: 'product' },
      three: { summary: 'Three', tag: 'product' },
    } as Parameters<typeof documented<typeof wire>>[1];
    expect(() => documented(wire, extra)).toThrow(/three/);
  });
});
