import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { shortLinkClickSchema, shortLinkListSchema, shortLinkRowSchema } from '../../schemas/api/short-link';
import { shortLinkMessages } from '../../server/i18n/short-links';
import { call, startTestServer, type TestServer } from './helpers';
import { ok } from './shopping-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const OPS = '/api/operator/short-links';
const click = async (bizId: string) =>
  shortLinkClickSchema.parse(ok(await call(server.url, '/api/data-trace/click', { json: { bizId } })));
const create = (json: unknown, token: string | null = server.operatorToken) =>
  call(server.url, OPS, {
    json,
    headers: token === null ? {} : { [HeaderNames.operatorToken]: token },
  });
const clicksOf = async (bizId: string) => {
  const all = shortLinkListSchema.parse(
    ok(await call(server.url, OPS, { headers: { [HeaderNames.operatorToken]: server.operatorToken } })),
  );
  return all.list.find((l) => l.bizId === bizId)?.clicks;
};

describe('short links', () => {
  it('resolves a seeded link to its product and counts each click, parallel ones too', async () => {
    const before = (await clicksOf('mate70')) ?? -1;
    expect(await click('mate70')).toEqual({
      bizId: 'mate70',
      state: 'live',
      target: { linkType: 1, spuNo: 'SPU20001', skuNo: 'SKU2000101' },
    });
    await Promise.all(Array.from({ length: 5 }, () => click('mate70')));
    expect(await clicksOf('mate70')).toBe(before + 6);
  });

  it('says expired for a link past its time and unknown for none, and counts nothing', async () => {
    expect(await click('spring2020')).toEqual({ bizId: 'spring2020', state: 'expired' });
    expect(await click('nope-404')).toEqual({ bizId: 'nope-404', state: 'unknown' });
    expect(await clicksOf('spring2020')).toBe(0);
    const bad = await call(server.url, '/api/data-trace/click', { json: { bizId: '../x' } });
    expect(bad.body.resCode).not.toBe('0000');
  });

  it('refuses at creation every target outside the mall', async () => {
    for (const target of [
      { linkType: 'url', url: 'https://evil.example/phish' },
      { linkType: 'url', url: 'https://mall.bank.example/mbankmall/index' },
      { linkType: 'url', url: '//evil.example/mbankmall/' },
      { linkType: 'url', url: 'javascript:alert(1)' },
      { linkType: 'url', url: '/mbankmall/../admin' },
      { linkType: 'url', url: '/mbankmall//evil.example' },
      { linkType: 9, url: '/mbankmall/index' },
    ]) {
      const res = await create({ bizId: 'out1', target });
      expect(res.status, JSON.stringify(target)).toBe(400);
    }
    expect(await click('out1')).toEqual({ bizId: 'out1', state: 'unknown' });
  });

  it('creates in-mall links for operators only; a new one resolves and a taken bizId is refused', async () => {
    const json = {
      bizId: 'coupon-day',
      target: { linkType: 'url', url: '/mbankmall/couponCenter' },
      title: '领券',
    };
    expect((await create(json, null)).status).toBe(403);
    expect((await create(json, 'wrong')).status).toBe(403);
    const made = shortLinkRowSchema.parse(ok(await create(json)));
    expect(made).toMatchObject({ bizId: 'coupon-day', clicks: 0, expiresAt: null });
    expect(await click('coupon-day')).toMatchObject({ state: 'live', target: json.target });
    expect((await create(json)).status).toBe(409);
    expect(
      (await create({ bizId: 'x2', target: { linkType: 1, spuNo: 'SPU20001', skuNo: 'SKU2000201' } })).status,
    ).toBe(400);
    expect((await create({ bizId: 'x3', target: { linkType: 3 }, expiresAt: 1 })).status).toBe(400);
    expect((await call(server.url, OPS)).status).toBe(403);
  });

  it('links only to pages that exist: a missing one is refused with the catalogue message', async () => {
    for (const target of [
      { linkType: 2, pageId: 'no-such-page' },
      { linkType: 4, pageId: 'no-such-page' },
      { linkType: 'url', url: '/mbankmall/activity/no-such-page?from=sms' },
    ]) {
      const res = await create({ bizId: 'ghost', target });
      expect(res.status, JSON.stringify(target)).toBe(400);
      expect(res.body.resMsg).toBe(shortLinkMessages.en.noSuchPage('no-such-page'));
    }
    const zh = await call(server.url, OPS, {
      json: { bizId: 'ghost', target: { linkType: 2, pageId: 'no-such-page' } },
      headers: { [HeaderNames.operatorToken]: server.operatorToken, 'accept-language': 'zh-CN' },
    });
    expect(zh.body.resMsg).toBe(shortLinkMessages['zh-CN'].noSuchPage('no-such-page'));
    expect(await click('ghost')).toEqual({ bizId: 'ghost', state: 'unknown' });
    const made = await create({ bizId: 'to-aggregate', target: { linkType: 2, pageId: 'aggregate' } });
    expect(made.status).toBe(200);
    expect(await click('to-aggregate')).toMatchObject({ state: 'live' });
  });
});
