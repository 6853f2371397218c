import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sendNotLoggedIn } from '../http/envelope';
import { serverMessages } from './messages';
import { currentLang, currentTexts, requestLang, requestLanguage } from './request-lang';

const app = new Hono();
app.get('/lang', (c) => c.text(requestLang(c)));
app.get('/guarded', (c) => sendNotLoggedIn(c));

const langOf = async (path: string, acceptLanguage?: string) =>
  (await app.request(path, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).text();

describe('the request language', () => {
  it('follows lang, then Accept-Language, else Chinese', async () => {
    expect(await langOf('/lang')).toBe('zh-CN');
    expect(await langOf('/lang', 'en-US,en;q=0.9')).toBe('en');
    expect(await langOf('/lang', 'fr-FR, zh;q=0.5')).toBe('zh-CN');
    expect(await langOf('/lang?lang=en', 'zh-CN')).toBe('en');
    expect(await langOf('/lang?lang=xx', 'en')).toBe('en');
  });

  it('answers the envelope messages in it', async () => {
    const zh = await (await app.request('/guarded')).json();
    expect(zh).toMatchObject({ resCode: '0003', resMsg: serverMessages['zh-CN'].notLoggedIn });
    const en = await (await app.request('/guarded', { headers: { 'accept-language': 'en' } })).json();
    expect(en.resMsg).toBe('Not logged in or session expired, please log in');
  });
});

describe('the language of the request being handled', () => {
  it('reaches code that has no Context', async () => {
    const deep = new Hono();
    deep.use('*', requestLanguage());
    // A refusal or validation message is made far from the handler, with no Context at hand.
    const makeMessage = () => currentTexts(serverMessages).tooLarge;
    deep.get('/deep', async (c) => {
      await Promise.resolve();
      return c.text(makeMessage());
    });
    const en = await deep.request('/deep', { headers: { 'accept-language': 'en-GB' } });
    expect(await en.text()).toBe('Request body too large');
    expect(await (await deep.request('/deep')).text()).toBe(serverMessages['zh-CN'].tooLarge);
    expect(currentLang()).toBe('zh-CN');
  });
});

describe("the SPA's language cookie", () => {
  it('speaks for pages whose address carries no lang, after lang and before Accept-Language', async () => {
    expect(await langOf2('/lang', 'mall-lang=en', 'zh-CN')).toBe('en');
    expect(await langOf2('/lang?lang=zh-CN', 'mall-lang=en', 'en')).toBe('zh-CN');
    expect(await langOf2('/lang', 'mall-lang=xx', 'en')).toBe('en');
  });
});

async function langOf2(path: string, cookie: string, acceptLanguage: string): Promise<string> {
  const res = await app.request(path, { headers: { cookie, 'accept-language': acceptLanguage } });
  return res.text();
}
