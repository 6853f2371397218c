import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { flexGapFallback } from './flex-gap-fallback';
import { expandIs } from './is-selector-fallback';

const withFallback = async (css: string, from = 'a.css') =>
  (await postcss([flexGapFallback()]).process(css, { from })).css;

describe('CSS for the declared floor (ADR 0046)', () => {
  it('writes out :is(), Swiper’s nested form included, and leaves :not(:is()) alone', () => {
    expect(expandIs('.bottom > :is(a, button):first-child')).toEqual([
      '.bottom > a:first-child',
      '.bottom > button:first-child',
    ]);
    expect(expandIs(':is(.a:not(.b),.c .d) .e')).toEqual(['.a:not(.b) .e', '.c .d .e']);
    expect(expandIs('.x:not(:is(.y,.z))')).toEqual(['.x:not(:is(.y,.z))']);
  });

  it('gives a flex container with a gap a margin twin under html.no-flexgap, by direction and wrap', async () => {
    expect(await withFallback('.row{display:flex;gap:8px}')).toContain(
      '.no-flexgap .row > * + *{margin-left:8px}',
    );
    expect(await withFallback('.col{display:flex;flex-direction:column;gap:4px 8px}')).toContain(
      '.no-flexgap .col > * + *{margin-top:4px}',
    );
    expect(await withFallback('.w{display:flex;flex-wrap:wrap;gap:6px 10px}')).toContain(
      '.no-flexgap .w > *{margin-right:10px;margin-bottom:6px}',
    );
    expect(await withFallback('.g{display:grid;gap:8px}')).not.toContain('no-flexgap');
  });

  it('keeps the flag global in a CSS module, so the module never renames or exports it', async () => {
    expect(await withFallback('.row{display:flex;gap:8px}', 'x.module.css')).toContain(
      ':global(.no-flexgap) .row > * + *',
    );
  });
});
