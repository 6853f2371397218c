import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceInfoSchema } from '../../schemas/api/channel-extras';
import { HeaderNames } from '../../schemas/api/headers';
import { agreementStatusSchema, infoPageSchema } from '../../schemas/api/info-page';
import { shareCardAnswerSchema } from '../../schemas/api/share';
import { shortLinkRowSchema } from '../../schemas/api/short-link';
import { sealDeviceInfo } from '../../server/domain/device-info';
import { SHOPPING_DEFAULTS } from '../../server/domain/shopping-config';
import { countTraceClicks } from '../../server/repos/data-trace';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

const HOUR = 60 * 60 * 1000;
let server: TestServer;
let li: Shopper;
let zhang: Shopper;

beforeAll(async () => {
  server = await startTestServer({ shopping: { sweepIntervalMs: 0 } });
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const opHeaders = () => ({ [HeaderNames.operatorToken]: server.operatorToken });
const card = async (query: Record<string, string>) =>
  shareCardAnswerSchema.parse(
    ok(await call(server.url, `/api/share/card?${new URLSearchParams(query).toString()}`)),
  );
const clickShare = (share: Record<string, string>) =>
  call(server.url, '/api/data-trace/click', { json: { share } });

describe('the share card and the data-trace click', () => {
  it('previews a shared product, says unknown for none and refuses a malformed target', async () => {
    const live = await card({ type: 'product', spuNo: 'SPU20001', skuNo: 'SKU2000101' });
    expect(live).toMatchObject({ state: 'live', card: { type: 'product', spuNo: 'SPU20001' } });
    if (live.state === 'live' && live.card.type === 'product')
      expect(live.card.priceCents).toBeGreaterThan(0);
    expect((await card({ type: 'product', spuNo: 'SPU20001', skuNo: 'SKU2000201' })).state).toBe('unknown');
    for (const bad of [
      { type: 'product', spuNo: 'SPU20001' },
      { type: 'team' },
      { type: 'evil', teamId: 'T1' },
      { type: 'lottery', activityNo: 'A1', joinCode: '12ab' },
      { type: 'product', spuNo: '../x', skuNo: 'S' },
    ] as Record<string, string>[]) {
      const res = await call(server.url, `/api/share/card?${new URLSearchParams(bad).toString()}`);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('previews an open team with its progress, and an ended one as expired', async () => {
    const now = Date.now();
    const [leader] = await server.db.query<{ id: number }>(
      "SELECT id FROM customers WHERE customer_no = 'C0001'",
    );
    for (const [teamId, status, expireAt] of [
      ['TSHARE1', 'open', now + HOUR],
      ['TSHARE2', 'failed', now - HOUR],
    ] as const) {
      await server.db.query(
        `INSERT INTO teams (team_id, activity_no, leader_customer_id, team_size, status, seats_taken, paid_count,
           created_at, expire_at) VALUES ($1, 'GB1003', $2, 3, $3, 1, 1, $4, $5)`,
        [teamId, leader?.id ?? 0, status, now - HOUR, expireAt],
      );
    }
    expect(await card({ type: 'team', teamId: 'TSHARE1' })).toMatchObject({
      state: 'live',
      card: { type: 'team', teamSize: 3, joined: 1, teamId: 'TSHARE1' },
    });
    expect((await card({ type: 'team', teamId: 'TSHARE2' })).state).toBe('expired');
    expect((await card({ type: 'team', teamId: 'NOPE' })).state).toBe('unknown');
  });

  it('previews a lottery assist with the entrant masked, expired once joining closed', async () => {
    const now = Date.now();
    const [c] = await server.db.query<{ id: number }>("SELECT id FROM customers WHERE customer_no = 'C0001'");
    await server.db.query(
      `INSERT INTO lottery_activities (activity_no, title, rules, assist_cap, join_start_at, join_end_at, draw_at,
         claim_deadline, seed, seed_hash) VALUES ('LSHARE', '分享抽奖', '规则', 3, $1, $2, $3, $4, 's', 'h')`,
      [now - HOUR, now + HOUR, now + 2 * HOUR, now + 48 * HOUR],
    );
    await server.db.query(
      `INSERT INTO lottery_entries (activity_no, customer_id, join_code, joined_at) VALUES ('LSHARE', $1, '12345678', $2)`,
      [c?.id ?? 0, now],
    );
    const live = await card({ type: 'lottery', activityNo: 'LSHARE', joinCode: '12345678' });
    expect(live).toMatchObject({ state: 'live', card: { type: 'lottery', title: '分享抽奖' } });
    if (live.state === 'live' && live.card.type === 'lottery') {
      expect(live.card.inviterNick).toMatch(/^.\*+$/u);
      expect(JSON.stringify(live)).not.toContain('C0001');
    }
    expect((await card({ type: 'lottery', activityNo: 'LSHARE', joinCode: '87654321' })).state).toBe(
      'unknown',
    );
    server.advance(2 * HOUR);
    expect((await card({ type: 'lottery', activityNo: 'LSHARE', joinCode: '12345678' })).state).toBe(
      'expired',
    );
    server.advance(-2 * HOUR);
  });

  it('records each share click, parallel ones too, with what the shopper saw; bad fields are refused', async () => {
    const share = { type: 'product', spuNo: 'SPU20001', skuNo: 'SKU2000101', from: 'abc123' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => clickShare(share)));
    for (const a of answers) expect(ok(a)).toEqual({ recorded: true, outcome: 'live' });
    expect(await countTraceClicks(server.db, 'share', 'product:SPU20001/SKU2000101')).toBe(4);
    expect(ok(await clickShare({ type: 'team', teamId: 'GONE' }))).toEqual({
      recorded: true,
      outcome: 'unknown',
    });
    for (const bad of [
      { type: 'product', spuNo: 'SPU20001', skuNo: 'SKU2000101', from: 'x'.repeat(33) },
      { type: 'team', teamId: 'y'.repeat(41) },
      { type: 'product' },
    ] as Record<string, string>[]) {
      expect((await clickShare(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await countTraceClicks(server.db, 'share', 'product:SPU20001/SKU2000101')).toBe(4);
  });

  it('logs short-link clicks too, and an operator can expire a link', async () => {
    const before = await countTraceClicks(server.db, 'short_link', 'deals');
    const first = ok(await call(server.url, '/api/data-trace/click', { json: { bizId: 'deals' } }));
    expect(first).toMatchObject({ state: 'live' });
    expect(
      (await call(server.url, '/api/operator/short-links/expire', { json: { bizId: 'deals' } })).status,
    ).toBe(403);
    const ended = shortLinkRowSchema.parse(
      ok(
        await call(server.url, '/api/operator/short-links/expire', {
          json: { bizId: 'deals' },
          headers: opHeaders(),
        }),
      ),
    );
    expect(ended.expiresAt).not.toBeNull();
    expect(ok(await call(server.url, '/api/data-trace/click', { json: { bizId: 'deals' } }))).toEqual({
      bizId: 'deals',
      state: 'expired',
    });
    expect(await countTraceClicks(server.db, 'short_link', 'deals')).toBe(before + 2);
    const none = await call(server.url, '/api/operator/short-links/expire', {
      json: { bizId: 'nope' },
      headers: opHeaders(),
    });
    expect(none.status).toBe(404);
  });
});

describe('informational pages and the agreement', () => {
  it('serves the operator pages, keeps them off /bulletin, and a content edit is a new version', async () => {
    const page = infoPageSchema.parse(ok(await call(server.url, '/api/channel/info-page?code=agreement')));
    expect(page).toMatchObject({ code: 'agreement', title: '商城用户服务协议', version: 1 });
    expect(page.content).toContain('## 一、服务内容');
    const recruit = await call(server.url, '/api/channel/info-page?code=recruitment-announcement');
    expect(infoPageSchema.parse(ok(recruit)).title).toBe('商户招募公告');
    expect((await call(server.url, '/api/channel/info-page?code=../etc')).status).toBe(400);
    const bulletin = ok(await call<{ noticeId: string }[]>(server.url, '/api/channel/notice/info'));
    expect(bulletin.map((n) => n.noticeId)).not.toContain('agreement');

    const edit = (content: string) =>
      call(server.url, '/api/operator/notices', {
        json: { noticeNo: 'agreement', kind: 'page', title: '商城用户服务协议', content, startAt: 0 },
        headers: opHeaders(),
      });
    expect((await edit(`${page.content}\n\n## 五、新增条款\n新增内容。`)).status).toBe(200);
    const next = infoPageSchema.parse(ok(await call(server.url, '/api/channel/info-page?code=agreement')));
    expect(next.version).toBe(2);
    expect(next.content).toContain('五、新增条款');
  });

  it('serves /comment-rule the same way: seeded rules the operator edits, withdraws and restores', async () => {
    const PATH = '/api/channel/info-page?code=comment-rule';
    const seeded = infoPageSchema.parse(ok(await call(server.url, PATH)));
    expect(seeded).toMatchObject({ code: 'comment-rule', title: '评价规则', version: 1 });
    expect(seeded.content).toContain('4 星及以上计为好评');
    const bulletin = ok(await call<{ noticeId: string }[]>(server.url, '/api/channel/notice/info'));
    expect(bulletin.map((n) => n.noticeId)).not.toContain('comment-rule');

    const save = (json: Record<string, unknown>) =>
      call(server.url, '/api/operator/notices', {
        json: { noticeNo: 'comment-rule', kind: 'page', title: '评价规则', startAt: 0, ...json },
        headers: opHeaders(),
      });
    expect((await save({ content: '# 评价规则\n评价内容最多 800 字。' })).status).toBe(200);
    const edited = infoPageSchema.parse(ok(await call(server.url, PATH)));
    expect(edited).toMatchObject({ version: 2, content: '# 评价规则\n评价内容最多 800 字。' });
    // Withdrawn, it is no longer shown (404), as for every informational page; restored, it is back.
    expect((await save({ content: edited.content, status: 0 })).status).toBe(200);
    expect((await call(server.url, PATH)).status).toBe(404);
    expect((await save({ content: edited.content })).status).toBe(200);
    expect(ok(await call(server.url, PATH))).toMatchObject({ content: edited.content });
  });

  it('records the owner’s agreement per version; a stale version is refused and nobody sees another’s', async () => {
    const status = async (s: Shopper) =>
      agreementStatusSchema.parse(ok(await s.get('/api/mlife/customer/agreement')));
    const current = (await status(li)).currentVersion;
    expect(await status(li)).toMatchObject({ agreedVersion: null, needsAgreement: true });
    expect((await li.post('/api/mlife/customer/agreement', { version: current + 5 })).status).toBe(409);
    const agreed = agreementStatusSchema.parse(
      ok(await li.post('/api/mlife/customer/agreement', { version: current })),
    );
    expect(agreed).toMatchObject({ agreedVersion: current, needsAgreement: false });
    // Another customer's answer is their own.
    expect(await status(zhang)).toMatchObject({ agreedVersion: null, needsAgreement: true });
    // Without a session: 0003.
    const anon = await call(server.url, '/api/mlife/customer/agreement');
    expect(anon.body.resCode).toBe('0003');
    for (const bad of [{ version: 0 }, { version: 'x' }, { version: 1, code: 'other' }, {}]) {
      expect((await li.post('/api/mlife/customer/agreement', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    // The operator edits the text: the owner must agree again.
    await call(server.url, '/api/operator/notices', {
      json: {
        noticeNo: 'agreement',
        kind: 'page',
        title: '商城用户服务协议（修订）',
        content: '# 新协议\n内容',
        startAt: 0,
      },
      headers: opHeaders(),
    });
    expect(await status(li)).toMatchObject({ agreedVersion: current, needsAgreement: true });
    expect(ok(await li.get('/api/mlife/customer/info'))).toBeTruthy();
  });
});

describe('gov/investment-show', () => {
  it('is hidden until the operator shows it with a title and an in-mall link', async () => {
    const GOV = '/api/channel/gov/investment-show';
    const OPS = '/api/operator/channel/gov-investment';
    expect(ok(await call(server.url, GOV))).toEqual({ show: false, title: '', linkUrl: null });
    expect((await call(server.url, OPS, { method: 'PUT', json: { show: true, title: 'x' } })).status).toBe(
      403,
    );
    for (const bad of [
      { show: true },
      { show: true, title: '政府投资', linkUrl: 'https://evil.example/' },
      { show: 'yes', title: 'x' },
    ]) {
      const res = await call(server.url, OPS, { method: 'PUT', json: bad, headers: opHeaders() });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const set = { show: true, title: '政府投资项目', linkUrl: '/mbankmall/activity/gov' };
    expect(ok(await call(server.url, OPS, { method: 'PUT', json: set, headers: opHeaders() }))).toEqual(set);
    expect(ok(await call(server.url, GOV))).toEqual(set);
  });
});

describe('device/decrypt', () => {
  const DEC = '/api/channel/device/decrypt';
  const info = {
    deviceId: 'D-123',
    platform: 'android',
    osVersion: '14',
    model: 'Pixel 7',
    appVersion: '12.0',
  } as const;
  const key = SHOPPING_DEFAULTS.mbankDeviceKey;

  it('opens the bank app’s sealed device information', async () => {
    const cipher = sealDeviceInfo(info, key);
    expect(deviceInfoSchema.parse(ok(await call(server.url, DEC, { json: { cipher } })))).toEqual(info);
  });

  it('refuses a tampered cipher, another key, and bounded or malformed input', async () => {
    const cipher = sealDeviceInfo(info, key);
    const bytes = Buffer.from(cipher, 'base64url');
    for (const at of [0, 14, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      const res = await call(server.url, DEC, { json: { cipher: changed.toString('base64url') } });
      expect(res.status, `byte ${at}`).toBe(400);
      expect(res.body.resMsg).toMatch(/tampered/);
      expect(JSON.stringify(res.body)).not.toContain('Pixel');
    }
    const foreign = await call(server.url, DEC, { json: { cipher: sealDeviceInfo(info, 'another key') } });
    expect(foreign.body.resMsg).toMatch(/tampered/);
    const incomplete = sealDeviceInfo({ ...info, platform: 'symbian' } as unknown as typeof info, key);
    expect((await call(server.url, DEC, { json: { cipher: incomplete } })).body.resMsg).toMatch(/incomplete/);
    for (const bad of [
      { cipher: 'a'.repeat(3000) },
      { cipher: 'not base64!'.repeat(5) },
      { cipher: 'abc' },
      {},
    ]) {
      expect((await call(server.url, DEC, { json: bad })).status).toBe(400);
    }
  });
});
