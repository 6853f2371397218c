import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { noticeListSchema } from '../../schemas/api/notice';
import { operatorNoticeListSchema } from '../../schemas/api/notice-operator';
import { call, startTestServer, type TestServer } from './helpers';
import { ok } from './shopping-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const OPS = '/api/operator/notices';
const save = (json: unknown, token: string | null = server.operatorToken) =>
  call(server.url, OPS, { json, headers: token === null ? {} : { [HeaderNames.operatorToken]: token } });
const shown = async () => noticeListSchema.parse(ok(await call(server.url, '/api/channel/notice/info')));

describe('system notices managed by operators', () => {
  it('shows a new notice to shoppers inside its window, edits it in place and withdraws it', async () => {
    const now = Date.now();
    const notice = {
      noticeNo: 'N9001',
      title: '双十二活动预告',
      content: '12 月 12 日零点开抢。',
      linkUrl: '/mbankmall/dailyDeal',
      startAt: now - 60_000,
    };
    ok(await save(notice));
    expect((await shown()).find((n) => n.noticeId === 'N9001')).toMatchObject({
      title: '双十二活动预告',
      linkUrl: '/mbankmall/dailyDeal',
    });
    ok(await save({ ...notice, title: '双十二活动预告（更新）' }));
    expect((await shown()).filter((n) => n.noticeId === 'N9001').map((n) => n.title)).toEqual([
      '双十二活动预告（更新）',
    ]);
    ok(await save({ ...notice, status: 0 }));
    expect((await shown()).some((n) => n.noticeId === 'N9001')).toBe(false);
    ok(await save({ ...notice, noticeNo: 'N9002', startAt: now + 86_400_000 }));
    expect((await shown()).some((n) => n.noticeId === 'N9002')).toBe(false);

    const all = operatorNoticeListSchema.parse(
      ok(await call(server.url, OPS, { headers: { [HeaderNames.operatorToken]: server.operatorToken } })),
    );
    expect(all.list.map((n) => n.noticeNo)).toEqual(expect.arrayContaining(['N9001', 'N9002', 'N0003']));
  });

  it('refuses shoppers, links out of the mall and a window that ends before it starts', async () => {
    const base = { noticeNo: 'N9003', title: 't', content: 'c', startAt: Date.now() };
    expect((await save(base, null)).status).toBe(403);
    expect((await save(base, 'wrong')).status).toBe(403);
    expect((await call(server.url, OPS)).status).toBe(403);
    for (const linkUrl of ['https://evil.example/', '//evil.example/mbankmall/', '/mbankmall/../x']) {
      expect((await save({ ...base, linkUrl })).status, linkUrl).toBe(400);
    }
    expect((await save({ ...base, endAt: base.startAt - 1 })).status).toBe(400);
    expect((await save({ ...base, title: '' })).status).toBe(400);
  });

  it("tells each notice's true state by the server clock: scheduled, live, ended, withdrawn", async () => {
    const now = server.now();
    const HOUR = 60 * 60 * 1000;
    const base = { title: '状态', content: '内容' };
    ok(await save({ ...base, noticeNo: 'S1', startAt: now + HOUR, endAt: now + 2 * HOUR }));
    ok(await save({ ...base, noticeNo: 'S2', startAt: now - HOUR, endAt: now + HOUR }));
    ok(await save({ ...base, noticeNo: 'S3', startAt: now - 2 * HOUR, endAt: now - HOUR }));
    ok(await save({ ...base, noticeNo: 'S4', startAt: now - HOUR, status: 0 }));
    const states = async () => {
      const all = operatorNoticeListSchema.parse(
        ok(await call(server.url, OPS, { headers: { [HeaderNames.operatorToken]: server.operatorToken } })),
      );
      return Object.fromEntries(
        all.list.filter((n) => n.noticeNo.startsWith('S')).map((n) => [n.noticeNo, n.state]),
      );
    };
    expect(await states()).toEqual({ S1: 'scheduled', S2: 'live', S3: 'ended', S4: 'withdrawn' });
    server.advance(HOUR);
    expect(await states()).toEqual({ S1: 'live', S2: 'ended', S3: 'ended', S4: 'withdrawn' });
  });
});
