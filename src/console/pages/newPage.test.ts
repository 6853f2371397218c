import { describe, expect, it } from 'vitest';
import { newPageId, pageNameProblem } from './newPage';

describe('new page by name', () => {
  it('makes an identifier from the Latin part of the name, or page for a Chinese name', () => {
    expect(newPageId('Double 11 Deals!', new Set(), () => 0.5)).toMatch(/^double-11-deals-[0-9a-z]{5}$/);
    expect(newPageId('双十一会场', new Set(), () => 0.5)).toMatch(/^page-[0-9a-z]{5}$/);
    expect(newPageId('x'.repeat(80), new Set())).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it('never gives an id that is taken', () => {
    const draws = [0.1, 0.1, 0.2];
    const random = () => draws.shift() ?? 0.3;
    const first = newPageId('Sale', new Set(), () => 0.1);
    const id = newPageId('Sale', new Set([first]), random);
    expect(id).not.toBe(first);
    expect(id).toMatch(/^sale-/);
  });

  it('names an empty or too long name', () => {
    expect(pageNameProblem('  ')).toBe('empty');
    expect(pageNameProblem('长'.repeat(41))).toBe('tooLong');
    expect(pageNameProblem(' 双十一会场 ')).toBeNull();
  });
});
