import { describe, expect, it } from 'vitest';
import { isPublicPath, loginRequiredAt, routePath } from './publicPages';

describe('public pages', () => {
  it('maps browser paths to route paths', () => {
    expect(routePath('/mbankmall')).toBe('/');
    expect(routePath('/mbankmall/')).toBe('/');
    expect(routePath('/mbankmall/index/')).toBe('/index');
    expect(routePath('/order/list')).toBe('/order/list');
  });

  it('lets booth, product and information pages be browsed without login', () => {
    for (const path of [
      '/mbankmall/index',
      '/mbankmall/product/detail/S1/K1',
      '/mbankmall/licenseContent',
      '/',
      '/mbankmall/no/such/page',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
  });

  it('keeps personal pages private', () => {
    for (const path of [
      '/mbankmall/order/list',
      '/mbankmall/shoppingCart',
      '/mbankmall/revokeLicense',
      '/mbankmall/order/detail/',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('needlogin=1 forces login on a public page', () => {
    expect(loginRequiredAt({ pathname: '/mbankmall/index', search: '' })).toBe(false);
    expect(loginRequiredAt({ pathname: '/mbankmall/index', search: '?needlogin=1' })).toBe(true);
    expect(loginRequiredAt({ pathname: '/mbankmall/index', search: '?needlogin=0' })).toBe(false);
    expect(loginRequiredAt({ pathname: '/mbankmall/order/list', search: '' })).toBe(true);
  });
});
