import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDeps } from '../testing/deps';
import { createFakeFetch, type RecordedRequest } from '../testing/fake-fetch';
import { installApi } from './api';
import { responseCodes } from './api/rules';

const TRACKING = () => [`${location.origin}/api/trace/log`, `${location.origin}/api/trace/chain`];
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A stand-in for the XHR network layer: records headers, answers on send. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseType: XMLHttpRequestResponseType = '';
  responseText = '';
  response: unknown = null;
  answer: { status: number; text: string } | 'timeout' = { status: 200, text: '{"resCode":"0000"}' };
  open(_m: string, _u: string) {
    FakeXhr.last = this;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  send(_b?: unknown) {
    queueMicrotask(() => {
      if (this.answer === 'timeout') this.dispatchEvent(new Event('timeout'));
      else {
        this.status = this.answer.status;
        this.responseText = this.answer.text;
      }
      this.dispatchEvent(new Event('loadend'));
    });
  }
}

describe('api collector (spec §5, §7, §8)', () => {
  let off: (() => void) | undefined;
  let requests: RecordedRequest[];
  const realFetch = window.fetch;
  const realXhr = window.XMLHttpRequest;

  function setup(
    options: Parameters<typeof makeDeps>[0] = {},
    answer?: Parameters<typeof createFakeFetch>[0],
  ) {
    const net = createFakeFetch(answer);
    requests = net.requests;
    window.fetch = net.fetch;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    const s = makeDeps(options);
    off = installApi(s.deps, TRACKING);
    return s;
  }

  beforeEach(() => {
    FakeXhr.last = null;
  });
  afterEach(() => {
    off?.();
    window.fetch = realFetch;
    window.XMLHttpRequest = realXhr;
  });

  it('adds W3C traceparent/baggage only toward own origins with the business header', async () => {
    const s = setup({ loginId: 'U9' });
    await window.fetch('/api/cart/count', { method: 'POST', headers: { bizLine: 'tu' }, body: '{"a":1}' });
    await window.fetch('https://other.example.com/api/x', { headers: { bizLine: 'tu' } });
    await window.fetch('/api/cart/count'); // no business-code header: no full-chain tracing
    await settle();
    const [own, other, plain] = requests;
    expect(own?.headers.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(own?.headers.get('baggage')).toMatch(/appId=mallDEV,logCount=\d+,userId=U9,businessId=tu/);
    expect(own?.headers.get('bizLine')).toBe('tu');
    expect(other?.headers.has('traceparent')).toBe(false);
    expect(plain?.headers.has('traceparent')).toBe(false);
    const calls = s.ofType('ApiInvoke');
    expect(calls).toHaveLength(3);
    expect(calls[0]?.channel).toBe('trace');
    expect(calls[0]?.data).toMatchObject({
      apiName: '/api/cart/count',
      method: 'POST',
      apiParams: '{"a":1}',
      httpStatusCode: 200,
      responseCode: '0000',
      errorCode: 'SUC0000',
      businessId: 'tu',
    });
    expect(calls[0]?.data.traceId).toBe(own?.headers.get('traceparent')?.split('-')[1]);
    expect(calls[1]?.channel).toBe('normal');
    expect(calls[2]?.channel).toBe('normal');
  });

  it('sends the spec header set beside W3C traceparent by default, with one baggage', async () => {
    setup({ loginId: 'U9' });
    await window.fetch('/api/x', { headers: { bizLine: 'tu' } });
    const h = requests[0]?.headers;
    const [, trace, span] = h?.get('traceparent')?.split('-') ?? [];
    expect(h?.get('x-trace-id')).toBe(trace);
    expect(h?.get('x-span-id')).toBe(span);
    expect(h?.get('x-parent-span-id')).toBe('aaaaaaaaaaaaaaaa');
    expect(h?.get('x-sampled')).toBe('1');
    expect(h?.get('x-timestamp')).toMatch(/^\d+$/);
    expect(h?.get('x-business-id')).toBe('tu');
    expect(h?.get('baggage')).toMatch(
      /^appId=mallDEV,logCount=\d+,userId=U9,businessId=tu,parentSpanId=aaaaaaaaaaaaaaaa,timestamp=\d+$/,
    );
  });

  it('can send only W3C headers', async () => {
    setup({ api: { headerFormat: 'w3c' } });
    await window.fetch('/api/x', { headers: { bizLine: 'tu' } });
    expect(requests[0]?.headers.get('traceparent')).toMatch(/^00-/);
    expect(requests[0]?.headers.has('x-trace-id')).toBe(false);
  });

  it('can send the spec header set instead', async () => {
    setup({ api: { headerFormat: 'spec' } });
    await window.fetch('/api/x', { headers: { bizLine: 'tu' } });
    const h = requests[0]?.headers;
    expect(h?.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(h?.get('x-span-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(h?.get('x-parent-span-id')).toBe('aaaaaaaaaaaaaaaa');
    expect(h?.get('x-sampled')).toBe('1');
    expect(h?.get('x-timestamp')).toMatch(/^\d+$/);
    expect(h?.get('x-business-id')).toBe('tu');
    expect(h?.get('baggage')).toMatch(/^appId=mallDEV,logCount=\d+,userId=$/);
    expect(h?.has('traceparent')).toBe(false);
  });

  it('does not time or trace tracking endpoints, ignored API names or gateway hosts', async () => {
    const s = setup({ api: { ignoreApis: ['/api/health', /\/ping$/], gatewayHosts: ['gw.example.com'] } });
    for (const u of [
      '/api/trace/log',
      '/api/trace/chain',
      '/api/health',
      '/api/x/ping',
      'https://gw.example.com/a',
    ]) {
      await window.fetch(u, { method: 'POST', headers: { bizLine: 'tu' }, body: '[]' });
    }
    await settle();
    expect(requests.every((r) => !r.headers.has('traceparent'))).toBe(true);
    expect(s.ofType('ApiInvoke')).toHaveLength(0);
  });

  it('records bad bodies: RequestBody Parse Error and Response Parse Error, status ≥ 300 as error code', async () => {
    const s = setup({}, (req) =>
      req.url.endsWith('/bad') ? { status: 502, body: '<html>' } : { body: '{oops' },
    );
    await window.fetch('/api/a', { method: 'POST', body: 'not json' });
    await window.fetch('/api/bad');
    await settle();
    const [a, b] = s.ofType('ApiInvoke');
    expect(a?.data).toMatchObject({
      apiParams: 'RequestBody Parse Error',
      responseCode: 'Response Parse Error',
    });
    expect(b?.data).toMatchObject({ httpStatusCode: 502, errorCode: '502' });
  });

  it('records a timed-out fetch as -2 and a network failure as 0, and still rejects like the original', async () => {
    const s = setup({}, (req) => {
      if (req.url.endsWith('/slow')) throw new DOMException('signal timed out', 'TimeoutError');
      return 'network-error';
    });
    await expect(window.fetch('/api/slow')).rejects.toThrow();
    await expect(window.fetch('/api/down')).rejects.toThrow('Failed to fetch');
    await settle();
    const [slow, down] = s.ofType('ApiInvoke');
    expect(slow?.data).toMatchObject({ httpStatusCode: -2, errorCode: 'ERR0000' });
    expect(down?.data).toMatchObject({ httpStatusCode: 0, errorCode: 'ERR0000' });
  });

  it('wraps XMLHttpRequest: trace headers, response code and timeout -2', async () => {
    const s = setup({ api: { responseCodePaths: ['result.code'] } });
    const x = new XMLHttpRequest();
    x.open('POST', '/api/order/create');
    x.setRequestHeader('bizLine', 'tu');
    (FakeXhr.last as FakeXhr).answer = { status: 200, text: '{"result":{"code":"E12"}}' };
    x.send('{"sku":"1"}');
    await settle();
    expect(FakeXhr.last?.headers.traceparent).toMatch(/^00-/);
    const y = new XMLHttpRequest();
    y.open('GET', '/api/slow?x=1');
    (FakeXhr.last as FakeXhr).answer = 'timeout';
    y.send();
    await settle();
    const [a, b] = s.ofType('ApiInvoke');
    expect(a?.data).toMatchObject({ responseCode: 'E12', errorCode: 'ERR0000', apiParams: '{"sku":"1"}' });
    expect(b?.data).toMatchObject({ httpStatusCode: -2, apiParams: '{"x":"1"}' });
  });

  it('stop() restores the original fetch', () => {
    setup();
    const wrapped = window.fetch;
    off?.();
    off = undefined;
    expect(window.fetch).not.toBe(wrapped);
  });
});

describe('error code rules (spec §8)', () => {
  const api = makeDeps({ api: { errorCodePaths: ['errCode'] } }).ctx.config.api;
  it('prefers the configured body path, then status ≥ 300, then the default, else SUC0000', () => {
    expect(
      responseCodes(200, { parsed: { errCode: 'B77', resCode: '0000' }, failed: false }, api).errorCode,
    ).toBe('B77');
    expect(responseCodes(404, { parsed: {}, failed: false }, api).errorCode).toBe('404');
    expect(responseCodes(0, { parsed: undefined, failed: false }, api).errorCode).toBe('ERR0000');
    expect(responseCodes(200, { parsed: { resCode: '0003' }, failed: false }, api).errorCode).toBe('ERR0000');
    expect(responseCodes(200, { parsed: { resCode: '0000' }, failed: false }, api)).toEqual({
      responseCode: '0000',
      errorCode: 'SUC0000',
    });
  });
});
