// @vitest-environment happy-dom
// A browser's environment: the builders defer only where there is a document (the server builds at once).

import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { z } from './zod';

/** Both zods, for building the same schemas with each. */
type Zod = Omit<typeof zm, 'default'>;

/** A schema stand-in that fails the moment zod reads anything of it. */
const unreadable = new Proxy(
  {},
  {
    get() {
      throw new Error('read at declaration');
    },
  },
) as zm.ZodMiniObject<{ a: zm.ZodMiniString }>;

describe('schemas in the browser are built when first used (ADR 0076)', () => {
  it('declaring a schema reads nothing of what it is built from', () => {
    const declared = z.extend(unreadable, { b: z.string().check(z.maxLength(3)) });
    expect(() => z.safeParse(declared, { a: 'x', b: 'y' })).toThrow('read at declaration');
    // zod's own builder reads the base at once: the server's schemas are zod's, unchanged.
    expect(() => zm.extend(unreadable, { b: zm.string() })).toThrow('read at declaration');
  });

  it('parses, refuses and names fields exactly as zod does', () => {
    const build = (zz: Zod) => {
      const line = zz.object({
        skuNo: zz.string().check(zz.minLength(1), zz.maxLength(8), zz.regex(/^S\d+$/, 'must be a sku')),
        count: zz.int().check(zz.gte(1), zz.lte(99)),
        note: zz.optional(zz.nullable(zz.string().check(zz.trim()))),
      });
      const kind = zz.discriminatedUnion('type', [
        zz.object({ type: zz.literal('goods'), lines: zz.array(line) }),
        zz.object({ type: zz.literal('coupon'), code: zz.enum(['A', 'B']) }),
      ]);
      return {
        line,
        kind,
        picked: zz.pick(line, { skuNo: true }),
        more: zz.extend(line, { gift: zz.boolean() }),
      };
    };
    const deferred = build(z);
    const eager = build(zm);
    const inputs = [
      { type: 'goods', lines: [{ skuNo: 'S1', count: 2, note: '  hi ' }] },
      { type: 'goods', lines: [{ skuNo: 'X1', count: 0 }] },
      { type: 'coupon', code: 'C' },
      { type: 'other' },
      'nothing',
    ];
    for (const input of inputs) {
      const a = z.safeParse(deferred.kind, input);
      const b = zm.safeParse(eager.kind, input);
      expect(a.success).toBe(b.success);
      expect(a.success ? a.data : a.error.issues).toEqual(b.success ? b.data : b.error.issues);
    }
    expect(z.safeParse(deferred.picked, { skuNo: 'S2', count: 'x' }).data).toEqual({ skuNo: 'S2' });
    expect(z.safeParse(deferred.more, { skuNo: 'S2', count: 1 }).success).toBe(false);
    expect(Object.keys(deferred.line.shape)).toEqual(['skuNo', 'count', 'note']);
    expect(deferred.line instanceof zm.ZodMiniObject).toBe(true);
  });

  it('describes a deferred schema as zod describes its own', () => {
    const build = (zz: Zod) =>
      zz.object({ id: zz.int().check(zz.positive()), tags: zz.array(zz.enum(['new', 'hot'])) });
    expect(z.toJSONSchema(build(z))).toEqual(zm.toJSONSchema(build(zm)));
  });
});
