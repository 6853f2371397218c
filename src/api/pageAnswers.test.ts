import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { configureClient, get, resetClient } from './client';
import { ApiError } from './errors';
import { peekPageAnswer, resetPageAnswers } from './pageAnswers';

/** The data block the server writes into index.html (server/route-hints.ts). */
function pageCarries(answers: { url: string; answer: unknown }[]): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'mall-page-answers';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

function network() {
  const urls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result: { from: 'server' } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { urls, fetchFn };
}

const schema = z.object({ from: z.string() });

beforeEach(() => {
  resetClient();
  resetPageAnswers();
});
afterEach(() => {
  document.getElementById('mall-page-answers')?.remove();
  vi.restoreAllMocks();
});

describe('answers the page carries', () => {
  it('stand for the first read of the same path and query, once; the next read goes to the server', async () => {
    pageCarries([
      {
        url: '/api/booth/page?pageCode=10',
        answer: { resCode: '0000', resMsg: 'ok', result: { from: 'page' } },
      },
    ]);
    const { urls, fetchFn } = network();
    configureClient({ fetch: fetchFn });
    await expect(
      get('/api/booth/page', { pageCode: 10, previewToken: undefined }, { schema }),
    ).resolves.toEqual({
      from: 'page',
    });
    expect(urls).toEqual([]);
    await expect(get('/api/booth/page', { pageCode: 10 }, { schema })).resolves.toEqual({ from: 'server' });
    expect(urls).toHaveLength(1);
  });

  it('never stand for another read (other query, other path)', async () => {
    pageCarries([
      {
        url: '/api/booth/page?pageCode=10',
        answer: { resCode: '0000', resMsg: 'ok', result: { from: 'page' } },
      },
    ]);
    const { urls, fetchFn } = network();
    configureClient({ fetch: fetchFn });
    await expect(get('/api/booth/page', { pageCode: 20 }, { schema })).resolves.toEqual({ from: 'server' });
    await expect(get('/api/booth/slot', { pageCode: 10 }, { schema })).resolves.toEqual({ from: 'server' });
    expect(urls).toHaveLength(2);
  });

  it('go through the same checks as a response: a bad shape is an error, not a silent cast', async () => {
    pageCarries([{ url: '/api/x', answer: { resCode: '0000', resMsg: 'ok', result: { from: 3 } } }]);
    configureClient({ fetch: network().fetchFn });
    await expect(get('/api/x', {}, { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it("are not used once the page is older than its first seconds, and say when the page's request was out", async () => {
    pageCarries([{ url: '/api/x', answer: { resCode: '0000', resMsg: 'ok', result: { from: 'page' } } }]);
    const times = peekPageAnswer('/api/x');
    expect(times).not.toBeNull();
    expect(times?.startedAt).toBeLessThanOrEqual(times?.answeredAt ?? 0);
    expect(times?.answeredAt).toBeLessThanOrEqual(Date.now());
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    const { urls, fetchFn } = network();
    configureClient({ fetch: fetchFn });
    await expect(get('/api/x', {}, { schema })).resolves.toEqual({ from: 'server' });
    expect(urls).toHaveLength(1);
  });
});
