import { describe, expect, it } from 'vitest';
import { withElderFloors } from './elder-css';

describe('withElderFloors', () => {
  it('adds a floored twin after every px font size and line height, the plain value first', () => {
    expect(withElderFloors('.a{font-size:13px;line-height: 20px}')).toBe(
      '.a{font-size:13px;font-size:max(13px, var(--mall-min-font, 0px));line-height: 20px;line-height:max(20px, var(--mall-min-line, 0px))}',
    );
  });

  it('keeps !important on both and handles the last declaration without a semicolon', () => {
    expect(withElderFloors('.b {\n  font-size: 12px !important\n}')).toBe(
      '.b {\n  font-size: 12px !important;font-size:max(12px, var(--mall-min-font, 0px)) !important\n}',
    );
  });

  it('leaves relative, unitless and shorthand values and other properties alone', () => {
    const css = '.c{font-size:0.75em;line-height:1.5;font:inherit;max-font-size:3px;min-height:44px}';
    expect(withElderFloors(css)).toBe(css);
  });
});
