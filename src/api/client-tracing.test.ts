import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApi } from '../tracker/collectors/api';
import { makeDeps } from '../tracker/testing/deps';
import { configureClient, get, resetClient } from './client';
import { Messages } from './errors';

/**
 * The mall client and the tracker's api collector, together as in the page: the client's own 20 s
 * timeout (spec §8, §9) must reach the trace as the spec's timeout status -2, not as a failure (0).
 */
describe('the mall client traced by the tracker', () => {
  const realFetch = window.fetch;
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    window.fetch = realFetch;
    resetClient();
    vi.useRealTimers();
  });

  /** A server that never answers; like a browser, fetch rejects with the signal's reason on abort. */
  const silentServer = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as typeof fetch;

  it('a call cut by the 20 s timeout answers 408 to the screen and is traced with status -2', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    window.fetch = silentServer;
    const s = makeDeps();
    off = installApi(s.deps, () => []);
    // The client calls whatever window.fetch is, as in the page (the collector wrapped it).
    configureClient({ fetch: (...args) => window.fetch(...args) });

    const call = get('/api/order/order-list').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await call).toMatchObject({ status: 408, statusText: Messages.timeout });
    await vi.advanceTimersByTimeAsync(0);

    const [invoke] = s.ofType('ApiInvoke');
    expect(invoke?.data).toMatchObject({ apiName: '/api/order/order-list', httpStatusCode: -2 });
  });

  it('a transport failure stays status 0', async () => {
    window.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const s = makeDeps();
    off = installApi(s.deps, () => []);
    configureClient({ fetch: (...args) => window.fetch(...args) });
    await get('/api/order/order-list').catch(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(s.ofType('ApiInvoke')[0]?.data.httpStatusCode).toBe(0);
  });
});
