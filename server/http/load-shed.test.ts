import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BUSY_CODE } from '../../schemas/api/busy';
import { createLoadShedder } from './load-shed';
import type { AppEnv } from './types';

/** The in-flight limit: calls beyond it are answered busy at once, and the count comes back down. */
describe('createLoadShedder', () => {
  it('turns away the calls beyond the limit while the first ones are still being served', async () => {
    const shedder = createLoadShedder(() => 0, 2);
    const release: Array<() => void> = [];
    const app = new Hono<AppEnv>();
    app.use('/api/*', shedder.middleware);
    app.get('/api/slow', async (c) => {
      await new Promise<void>((resolve) => release.push(resolve));
      return c.json({ resCode: '0000' });
    });
    const first = [app.request('/api/slow'), app.request('/api/slow')];
    await expect.poll(() => release.length).toBe(2);
    const third = await app.request('/api/slow');
    expect(third.status).toBe(429);
    expect(((await third.json()) as { resCode: string }).resCode).toBe(BUSY_CODE);
    expect(shedder.state()).toMatchObject({ inFlight: 2, shed: 1 });
    for (const r of release) r();
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    expect(shedder.state().inFlight).toBe(0);
  });
});
