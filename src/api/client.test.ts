import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { setLang } from '../i18n/lang';
import { configureClient, get, post, resetClient, resetReported } from './client';
import { ApiError, Messages } from './errors';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fake network: records what the client sends and answers with scripted envelopes. */
function network(answer: (url: string) => unknown | Promise<unknown>) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    const body = await answer(String(input));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { sent, fetchFn };
}

const headerOf = (s: Sent | undefined, name: string) =>
  ((s?.init.headers ?? {}) as Record<string, string>)[name];

beforeEach(() => {
  resetClient();
  resetReported();
});
afterEach(() => vi.useRealTimers());

describe('api client', () => {
  it('returns result only for resCode 0000', async () => {
    const { fetchFn } = network(() => ({ resCode: '0000', resMsg: 'ok', result: 7 }));
    configureClient({ fetch: fetchFn });
    await expect(get('/api/x')).resolves.toBe(7);
  });

  it('rejects other codes with status, statusText, serverCode and result', async () => {
    const { fetchFn } = network(() => ({
      resCode: 'E0400',
      resMsg: 'quantity over stock',
      result: { max: 2 },
    }));
    configureClient({ fetch: fetchFn });
    const error = await get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      statusText: 'quantity over stock',
      serverCode: 'E0400',
      result: { max: 2 },
    });
  });

  it('adds a timestamp to GET and sends POST bodies as JSON', async () => {
    const { sent, fetchFn } = network(() => ({ resCode: '0000', result: null }));
    configureClient({ fetch: fetchFn });
    await get('/api/a', { skuNo: 'S1' });
    await post('/api/b', { n: 1 });
    expect(sent[0]?.url).toMatch(/^\/api\/a\?skuNo=S1&t=\d+$/);
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[1]?.url).toBe('/api/b');
    expect(sent[1]?.init.body).toBe('{"n":1}');
  });

  it('sends userCode, bizLine tu, subChannelNo cmbmobile and a fresh unique code per call', async () => {
    const { sent, fetchFn } = network(() => ({ resCode: '0000', result: null }));
    configureClient({ fetch: fetchFn, getUserCode: () => 'U-123' });
    await get('/api/a');
    await get('/api/a');
    expect(headerOf(sent[0], 'userCode')).toBe('U-123');
    expect(headerOf(sent[0], 'bizLine')).toBe('tu');
    expect(headerOf(sent[0], 'subChannelNo')).toBe('cmbmobile');
    expect(headerOf(sent[0], 'uniqueCode')).toBeTruthy();
    expect(headerOf(sent[0], 'uniqueCode')).not.toBe(headerOf(sent[1], 'uniqueCode'));
  });

  it('reuses a caller-given unique code so retried writes stay idempotent', async () => {
    const { sent, fetchFn } = network(() => ({ resCode: '0000', result: null }));
    configureClient({ fetch: fetchFn });
    await post('/api/order', {}, { uniqueCode: 'K1' });
    await post('/api/order', {}, { uniqueCode: 'K1' });
    expect(sent.map((s) => headerOf(s, 'uniqueCode'))).toEqual(['K1', 'K1']);
  });

  it('turns a timeout into 408 request timed out', async () => {
    vi.useFakeTimers();
    const hanging = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    configureClient({ fetch: hanging });
    const pending = get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 408, statusText: Messages.timeout });
  });

  it('turns a transport failure into 408 too', async () => {
    configureClient({
      fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    await expect(get('/api/x')).rejects.toMatchObject({ status: 408, statusText: Messages.timeout });
  });

  it('rewrites busy wording keeping bracketed parts and reports it once to err-mes/save', async () => {
    const { sent, fetchFn } = network((url) =>
      url.includes('err-mes')
        ? { resCode: '0000', result: null }
        : { resCode: '9999', resMsg: 'System busy (E1234)' },
    );
    configureClient({ fetch: fetchFn });
    const first = await get('/api/busy').catch((e: unknown) => e);
    const second = await get('/api/busy').catch((e: unknown) => e);
    expect(first).toMatchObject({
      statusText: `${Messages.crowded} (E1234)`,
      serverCode: '9999',
    });
    expect(second).toMatchObject({ statusText: `${Messages.crowded} (E1234)` });
    await vi.waitFor(() => expect(sent.filter((s) => s.url.includes('err-mes'))).toHaveLength(1));
    const report = sent.find((s) => s.url.includes('err-mes'));
    expect(JSON.parse(String(report?.init.body))).toEqual({
      mes: 'System busy (E1234)',
      interfaceUrl: '/api/busy',
    });
  });

  it('calls the not-logged-in hook on 0003 and marks the error handled', async () => {
    const { fetchFn } = network(() => ({ resCode: '0003', resMsg: 'not logged in' }));
    const onNotLoggedIn = vi.fn();
    configureClient({ fetch: fetchFn, onNotLoggedIn });
    const error = await get('/api/cart').catch((e: unknown) => e);
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ serverCode: '0003', handled: true });
  });

  it('tells the not-logged-in hook which user code the refused request carried', async () => {
    let code: string | null = 'UC-SENT';
    const { fetchFn } = network(() => {
      // The session changes while the request is out (a login completing): the hook must get the old code.
      code = 'UC-NEWER';
      return { resCode: '0003', resMsg: 'not logged in' };
    });
    const onNotLoggedIn = vi.fn();
    configureClient({ fetch: fetchFn, onNotLoggedIn, getUserCode: () => code });
    await get('/api/cart').catch(() => {});
    expect(onNotLoggedIn).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'UC-SENT');
  });

  it('shows the invited-users message for scalper', async () => {
    const { fetchFn } = network(() => ({ resCode: 'scalper', resMsg: 'no' }));
    configureClient({ fetch: fetchFn });
    await expect(get('/api/lottery')).rejects.toMatchObject({
      statusText: Messages.scalper,
      serverCode: 'scalper',
    });
  });

  it('uses the default text when the server gives none or a non-envelope body', async () => {
    configureClient({ fetch: network(() => ({ resCode: 'E1' })).fetchFn });
    await expect(get('/api/x')).rejects.toMatchObject({ statusText: Messages.fallback });
    configureClient({ fetch: network(() => '<html>').fetchFn });
    await expect(get('/api/x')).rejects.toMatchObject({ statusText: Messages.fallback });
  });

  it('checks the result shape at the boundary', async () => {
    configureClient({ fetch: network(() => ({ resCode: '0000', result: 'seven' })).fetchFn });
    await expect(get('/api/count', undefined, { schema: z.number() })).rejects.toMatchObject({
      serverCode: 'SHAPE',
    });
    configureClient({ fetch: network(() => ({ resCode: '0000', result: 7 })).fetchFn });
    await expect(get('/api/count', undefined, { schema: z.number() })).resolves.toBe(7);
  });

  it('shows loading for each call unless silent, and always ends it', async () => {
    let inFlight = 0;
    let peak = 0;
    configureClient({
      fetch: network(() => ({ resCode: 'E1', resMsg: 'x' })).fetchFn,
      loadingBegin: () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
      },
      loadingEnd: () => {
        inFlight -= 1;
      },
    });
    await get('/api/a').catch(() => {});
    await get('/api/b', undefined, { silent: true }).catch(() => {});
    expect(peak).toBe(1);
    expect(inFlight).toBe(0);
  });
});

describe("the client's texts", () => {
  it("are Chinese by default and the spec's wording in English", () => {
    expect(Messages.timeout).toBe('请求超时');
    expect(Messages.crowded).toBe('哎呀，太拥挤了，请稍后再试');
    setLang('en');
    try {
      expect(Messages.timeout).toBe('Request timed out');
      expect(Messages.crowded).toBe('Oops, too crowded, please try later');
      expect(Messages.scalper).toBe(
        'This activity is only for specially invited users; you lack the invitation and cannot take part',
      );
    } finally {
      setLang('zh-CN');
    }
  });
});
