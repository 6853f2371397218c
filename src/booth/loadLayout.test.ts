import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import invalidOne from '../../fixtures/booth/edge/invalid-props-one-block.json';
import newer from '../../fixtures/booth/edge/newer-schema.json';
import home from '../../fixtures/booth/home.json';
import { configureClient, resetClient, resetReported } from '../api/client';
import { ApiError } from '../api/errors';
import { resetServerClock, serverNow } from '../lib/serverClock';
import { resetLayoutCache } from './layoutCache';
import { LayoutUnavailableError, loadLayout } from './loadLayout';
import { resetReportedBlocks } from './reportIssues';

const answer = (layout: unknown, serverTime = Date.now()) => ({
  answer: Promise.resolve({ layout, serverTime }),
  startedAt: Date.now(),
});
const failing = () => ({
  answer: Promise.reject(new ApiError({ status: 408, statusText: 'request timed out' })),
  startedAt: Date.now(),
});

/** The error-save endpoint as a recording fake network. */
function recordReports() {
  const reports: { mes: string; interfaceUrl: string }[] = [];
  configureClient({
    fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
      reports.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ resCode: '0000', result: true }));
    }) as typeof fetch,
  });
  return reports;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetLayoutCache();
  resetClient();
  resetReported();
  resetReportedBlocks();
  resetServerClock();
});

describe('booth layout pipeline', () => {
  it('validates a good layout and keeps every block', async () => {
    recordReports();
    const loaded = await loadLayout('code:10', answer(home));
    expect(loaded.source).toBe('network');
    expect(loaded.layout.blocks.map((b) => b.id)).toContain('home-banner');
    expect(loaded.dropped).toEqual([]);
  });

  it('drops only the bad blocks and reports each once through err-mes/save', async () => {
    const reports = recordReports();
    const first = await loadLayout('id:x', answer(invalidOne));
    await loadLayout('id:x', answer(invalidOne));
    expect(first.dropped.map((d) => d.blockId)).toEqual(['ip-picture-no-height', 'ip-products-4-columns']);
    expect(first.layout.blocks.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(reports).toHaveLength(2));
    const payload = JSON.parse(reports[0]?.mes ?? '{}');
    expect(payload).toMatchObject({
      pageId: invalidOne.pageId,
      blockId: 'ip-picture-no-height',
      type: 'picture',
    });
    expect(payload.path).toBe('blocks[1].props.image.height');
  });

  it('falls back to the last good layout when the network fails', async () => {
    recordReports();
    await loadLayout('code:10', answer(home));
    const offline = await loadLayout('code:10', failing());
    expect(offline.source).toBe('cache');
    expect(offline.layout.pageId).toBe(home.pageId);
  });

  it('refuses a newer schema and serves the cached layout instead', async () => {
    recordReports();
    await loadLayout('code:10', answer(home));
    const result = await loadLayout('code:10', answer({ ...newer }));
    expect(result.source).toBe('cache');
    expect(result.layout.version).toBe(home.version);
  });

  it('fails only when nothing is cached', async () => {
    await expect(loadLayout('code:99', failing())).rejects.toBeInstanceOf(LayoutUnavailableError);
    await expect(loadLayout('code:98', answer(newer))).rejects.toMatchObject({ reason: 'newerSchema' });
  });

  it('never caches a preview draft', async () => {
    recordReports();
    await loadLayout('code:10', answer(home), { preview: true });
    await expect(loadLayout('code:10', failing())).rejects.toBeInstanceOf(LayoutUnavailableError);
  });

  it('takes server time from the answer, not the phone clock', async () => {
    recordReports();
    const ahead = Date.now() + 3_600_000;
    await loadLayout('code:10', answer(home, ahead));
    expect(Math.abs(serverNow() - ahead)).toBeLessThan(1_000);
  });
});
