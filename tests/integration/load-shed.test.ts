import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_CODE, busyResultSchema, loadShedStateSchema } from '../../schemas/api/busy';
import { HeaderNames } from '../../schemas/api/headers';
import { call, startTestServer, type TestServer } from './helpers';
import { ok } from './shopping-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const OPS = '/api/operator/load-shed';
const asOperator = () => ({ headers: { [HeaderNames.operatorToken]: server.operatorToken } });
const drill = async (busyForMs: number) =>
  loadShedStateSchema.parse(ok(await call(server.url, OPS, { json: { busyForMs }, ...asOperator() })));

describe('load shedding', () => {
  it('answers shopper calls busy during a drill, with the wait, and serves them again after', async () => {
    const notices = '/api/channel/notice/info';
    expect((await call(server.url, notices)).body.resCode).toBe('0000');
    expect((await drill(60_000)).busyUntil).toBeGreaterThan(Date.now());

    const busy = await call(server.url, notices);
    expect(busy.status).toBe(429);
    expect(busy.body.resCode).toBe(BUSY_CODE);
    expect(busy.body.resMsg).toMatch(/system busy/i);
    expect(busyResultSchema.parse(busy.body.result).retryAfterMs).toBeGreaterThan(0);
    expect(busy.headers.get('retry-after')).toBe('5');
    const zh = await call(server.url, notices, { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.resMsg).toContain('系统繁忙');
    // Operators and health are never turned away.
    expect((await call(server.url, '/api/health')).status).toBe(200);
    expect(
      loadShedStateSchema.parse(ok(await call(server.url, OPS, asOperator()))).shed,
    ).toBeGreaterThanOrEqual(2);

    expect((await drill(0)).busyUntil).toBeNull();
    expect((await call(server.url, notices)).body.resCode).toBe('0000');
  });

  it('lets only operators start a drill', async () => {
    expect((await call(server.url, OPS, { json: { busyForMs: 60_000 } })).status).toBe(403);
    expect((await call(server.url, '/api/channel/notice/info')).body.resCode).toBe('0000');
  });
});
