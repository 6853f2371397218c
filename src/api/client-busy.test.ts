import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_CODE } from '../../schemas/api/busy';
import { configureClient, get, resetClient } from './client';
import { isApiError } from './errors';

const busy = () =>
  new Response(
    JSON.stringify({ resCode: BUSY_CODE, resMsg: 'System busy, please try again later', result: null }),
    {
      status: 429,
      headers: { 'Content-Type': 'application/json' },
    },
  );

afterEach(resetClient);

describe('a busy answer (load shedding)', () => {
  it('sends the shopper to the waiting room for what they asked for, not for a background read', async () => {
    const onBusy = vi.fn();
    configureClient({ fetch: (async () => busy()) as typeof fetch, onBusy });
    const error = await get('/api/channel/notice/info', undefined, { silent: true }).catch((e: unknown) => e);
    expect(isApiError(error) && error.serverCode).toBe(BUSY_CODE);
    expect(onBusy).toHaveBeenCalledOnce();
    await get('/api/im/message/unread-count', undefined, { silent: true, background: true }).catch(() => {});
    expect(onBusy).toHaveBeenCalledOnce();
  });
});
