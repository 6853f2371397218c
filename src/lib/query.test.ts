import { describe, expect, it } from 'vitest';
import { parseFlag, readMallQuery, stripParams, withPopupFlag } from './query';

describe('readMallQuery', () => {
  it('reads every spec parameter', () => {
    const q = readMallQuery('?cmbData=abc%3D&resultCode=U1&src=push&popup=1&showtopbar=false&needlogin=1');
    expect(q).toEqual({
      cmbData: 'abc=',
      resultCode: 'U1',
      src: 'push',
      popup: true,
      showtopbar: false,
      needlogin: true,
      browserNotice: false,
    });
  });

  it('leaves absent flags undefined and absent values null', () => {
    const q = readMallQuery('');
    expect(q.cmbData).toBeNull();
    expect(q.resultCode).toBeNull();
    expect(q.popup).toBe(false);
    expect(q.showtopbar).toBeUndefined();
    expect(q.needlogin).toBeUndefined();
  });

  it('reads the browser-announcement flag', () => {
    expect(readMallQuery(new URLSearchParams('browserNotice=1')).browserNotice).toBe(true);
    expect(readMallQuery('browserNotice=0').browserNotice).toBe(false);
  });
});

describe('parseFlag', () => {
  it('knows the usual spellings', () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('TRUE')).toBe(true);
    expect(parseFlag('')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag('false')).toBe(false);
    expect(parseFlag('maybe')).toBeUndefined();
    expect(parseFlag(null)).toBeUndefined();
  });
});

describe('withPopupFlag', () => {
  it('adds popup=1 to absolute URLs, keeping the rest', () => {
    expect(withPopupFlag('https://m.example.com/mbankmall/index?a=1#top')).toBe(
      'https://m.example.com/mbankmall/index?a=1&popup=1#top',
    );
  });

  it('keeps paths relative', () => {
    expect(withPopupFlag('/mbankmall/order/list')).toBe('/mbankmall/order/list?popup=1');
    expect(withPopupFlag('order/list?x=2')).toBe('order/list?x=2&popup=1');
  });

  it('does not duplicate an existing flag', () => {
    expect(withPopupFlag('/a?popup=0')).toBe('/a?popup=1');
  });
});

describe('stripParams', () => {
  it('removes cmbData and keeps the other parameters and the hash', () => {
    expect(stripParams('https://h.example/mbankmall/index?cmbData=xyz&src=a#h', ['cmbData'])).toBe(
      'https://h.example/mbankmall/index?src=a#h',
    );
  });

  it('drops the ? when nothing is left', () => {
    expect(stripParams('/mbankmall/index?cmbData=xyz&resultCode=1', ['cmbData', 'resultCode'])).toBe(
      '/mbankmall/index',
    );
  });

  it('leaves a URL without the parameters unchanged', () => {
    expect(stripParams('/mbankmall/index?src=a', ['cmbData'])).toBe('/mbankmall/index?src=a');
  });
});
