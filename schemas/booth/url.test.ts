import { describe, expect, it } from 'vitest';
import { checkImageSrc, checkLinkUrl, isAllowedUrl, LINK_HOST_ALLOWLIST } from './url';

describe('link URL allowlist', () => {
  it.each([
    ['javascript:alert(1)', /javascript: links are never allowed/],
    ['JaVaScRiPt:alert(1)', /javascript:/],
    ['java\tscript:alert(1)', /whitespace/],
    [' javascript:alert(1)', /whitespace/],
    ['data:text/html,<script>alert(1)</script>', /data: links are not allowed/],
    ['//evil.example/x', /protocol-relative/],
    ['https://evil.example/', /host evil.example is not on the allowlist/],
    ['http://evil.example/', /not on the allowlist/],
    ['https://mall.bank.example.evil.example/', /not on the allowlist/],
    ['https://mall.bank.example@evil.example/', /user names/],
    ['https://user@mall.bank.example/', /user names/],
    ['https://mall.bank.example:8443/', /port/],
    ['ftp://mall.bank.example/', /ftp: links are not allowed/],
    ['vbscript:msgbox', /vbscript: links are not allowed/],
    ['/\\evil.example', /backslashes/],
    ['/index', /must start with \/mbankmall\//],
    ['/mbankmall//evil.example', /"\/\/"/],
    ['/mbankmall/../api/x', /segments/],
    ['mbankmall/index', /not a valid URL/],
    ['', /must not be empty/],
  ])('rejects %j with a clear message', (url, message) => {
    expect(isAllowedUrl(url)).toBe(false);
    expect(checkLinkUrl(url)).toMatch(message);
  });

  it.each([
    'https://mall.bank.example/help',
    'http://m.bank.example/page?x=1#top',
    'HTTPS://MALL.BANK.EXAMPLE/upper',
    '/mbankmall/couponCenter',
    '/mbankmall/product/detail/SPU1/SKU1?src=booth',
  ])('accepts %j', (url) => {
    expect(checkLinkUrl(url)).toBeNull();
  });

  it('exports the host allowlist', () => {
    expect(LINK_HOST_ALLOWLIST).toContain('mall.bank.example');
  });
});

describe('image src', () => {
  it('accepts the file store and allowlisted https hosts only', () => {
    expect(checkImageSrc('/api/file-storage/file/booth/a.jpg')).toBeNull();
    expect(checkImageSrc('https://img.bank.example/a.jpg')).toBeNull();
    expect(checkImageSrc('http://img.bank.example/a.jpg')).toMatch(/http: image sources are not allowed/);
    expect(checkImageSrc('https://mall.bank.example/a.jpg')).toMatch(/not on the allowlist/);
    expect(checkImageSrc('/mbankmall/a.jpg')).toMatch(/\/api\/file-storage\//);
    expect(checkImageSrc('data:image/png;base64,AAAA')).toMatch(/data:/);
    expect(checkImageSrc('javascript:alert(1)')).toMatch(/javascript:/);
  });
});
