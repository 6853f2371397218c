import { describe, expect, it } from 'vitest';
import { routePath } from './publicPages';

describe('route paths', () => {
  it('maps browser paths to route paths', () => {
    expect(routePath('/mbankmall')).toBe('/');
    expect(routePath('/mbankmall/')).toBe('/');
    expect(routePath('/mbankmall/index/')).toBe('/index');
    expect(routePath('/order/list')).toBe('/order/list');
  });
});
