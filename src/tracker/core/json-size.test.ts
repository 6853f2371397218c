import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-size';

const exact = (v: unknown): number => new TextEncoder().encode(JSON.stringify(v)).length;

describe('jsonBytes (the size check without stringify + TextEncoder)', () => {
  it.each([
    [
      'an ASCII event',
      { eventType: 'ClickUpload', x: 120, y: 640.5, ok: true, none: null, list: [1, 'a', false] },
    ],
    ['Chinese text and an emoji', { content: '加入购物车 — 新春焕新季：低至5折 🧧', path: 'div>button#add' }],
    ['quotes, backslashes and control characters', { msg: 'say "hi"\\ \n\t\r\b\f \u0001 \u001f end' }],
    ['lone surrogates', { a: '\ud800x', b: 'y\udc00' }],
    [
      'skipped and odd values',
      { u: undefined, f: () => 1, n: Number.NaN, inf: -Infinity, arr: [undefined, () => 1] },
    ],
    ['nesting and empty containers', { a: {}, b: [], c: { d: [{ e: '' }] }, neg: -0.000001, big: 1e21 }],
    ['Latin-1 and two-byte text', { a: 'café ß ü ©', b: 'Ωμέγα', c: '𝄞 music' }],
  ])('matches the encoded JSON for %s', (_, value) => {
    expect(jsonBytes(value)).toBe(exact(value));
  });
});
