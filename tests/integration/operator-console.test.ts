import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { CONSOLE_CSRF_HEADER } from '../../schemas/api/operator-console';
import { startTestServer, type TestServer } from './helpers';

/** The operator console's session: token → HttpOnly cookie + CSRF token; audit; layouts; asOf. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function send<T = unknown>(
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T>; setCookie: string | null }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Envelope<T>,
    setCookie: res.headers.get('set-cookie'),
  };
}

async function signIn(name = 'Ada'): Promise<{ cookie: string; csrf: string }> {
  const res = await send<{ csrfToken: string; name: string }>('POST', '/api/booth/console/session', {
    body: { token: server.operatorToken, name },
  });
  expect(res.body.resCode).toBe('0000');
  const cookie = (res.setCookie ?? '').split(';')[0] ?? '';
  return { cookie, csrf: res.body.result.csrfToken };
}

const home = async (cookie: string) =>
  (
    await send<{ layout: Record<string, unknown> }>('GET', '/api/booth/operator/pages/code-10/layout', {
      headers: { cookie },
    })
  ).body.result.layout;

describe('console session', () => {
  it('sets an HttpOnly SameSite=Strict cookie scoped to the booth API, never for a wrong token', async () => {
    const wrong = await send('POST', '/api/booth/console/session', { body: { token: 'nope', name: 'Eve' } });
    expect(wrong.status).toBe(403);
    expect(wrong.setCookie).toBeNull();
    const res = await send('POST', '/api/booth/console/session', {
      body: { token: server.operatorToken, name: 'Ada' },
    });
    expect(res.setCookie).toMatch(/HttpOnly/i);
    expect(res.setCookie).toMatch(/SameSite=Strict/i);
    expect(res.setCookie).toMatch(/Path=\/api(;|$)/);
  });

  it('reads with the cookie; writes need the CSRF header; the audit log names the operator', async () => {
    const { cookie, csrf } = await signIn('Ada');
    const layout = await home(cookie);
    const noCsrf = await send('PUT', '/api/booth/operator/pages/code-10/draft', {
      body: layout,
      headers: { cookie },
    });
    expect(noCsrf.status).toBe(403);
    const ok = await send('PUT', '/api/booth/operator/pages/code-10/draft', {
      body: layout,
      headers: { cookie, [CONSOLE_CSRF_HEADER]: csrf },
    });
    expect(ok.body.resCode).toBe('0000');
    const audit = await send<{ entries: { actor: string; action: string }[] }>(
      'GET',
      '/api/booth/operator/pages/code-10/audit',
      { headers: { cookie } },
    );
    expect(audit.body.result.entries[0]).toMatchObject({ actor: 'Ada', action: 'draft' });
    // The bearer token keeps working, and its writes are the API's.
    const api = await send('POST', '/api/booth/operator/pages/code-10/publish', {
      body: {},
      headers: { [HeaderNames.operatorToken]: server.operatorToken },
    });
    expect(api.body.resCode).toBe('0000');
    const after = await send<{ entries: { actor: string; action: string }[] }>(
      'GET',
      '/api/booth/operator/pages/code-10/audit',
      { headers: { cookie } },
    );
    expect(after.body.result.entries[0]).toMatchObject({ actor: 'api', action: 'publish' });
  });

  it('ends: after sign-out the cookie opens nothing', async () => {
    const { cookie, csrf } = await signIn();
    await send('POST', '/api/booth/console/session/end', {
      body: {},
      headers: { cookie, [CONSOLE_CSRF_HEADER]: csrf },
    });
    const res = await send('GET', '/api/booth/operator/pages', { headers: { cookie } });
    expect(res.status).toBe(403);
    const session = await send('GET', '/api/booth/console/session', { headers: { cookie } });
    expect(session.status).toBe(403);
  });

  it('moves the preview clock only with a preview token', async () => {
    const { cookie, csrf } = await signIn();
    await send('PUT', '/api/booth/operator/pages/code-10/draft', {
      body: await home(cookie),
      headers: { cookie, [CONSOLE_CSRF_HEADER]: csrf },
    });
    const preview = await send<{ previewToken: string }>(
      'POST',
      '/api/booth/operator/pages/code-10/preview',
      {
        body: {},
        headers: { cookie, [CONSOLE_CSRF_HEADER]: csrf },
      },
    );
    const asOf = 1_893_427_200_000;
    const withToken = await send<{ serverTime: number }>(
      'GET',
      `/api/booth/page?pageCode=10&previewToken=${preview.body.result.previewToken}&asOf=${asOf}`,
    );
    expect(withToken.body.result.serverTime).toBe(asOf);
    const shopper = await send<{ serverTime: number }>('GET', `/api/booth/page?pageCode=10&asOf=${asOf}`);
    expect(shopper.body.result.serverTime).not.toBe(asOf);
  });
});

describe('operator pictures', () => {
  const PNG = new Uint8Array(readFileSync('fixtures/images/out/category/27@1x.png'));
  const upload = (headers: Record<string, string>, bytes: Uint8Array = PNG) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'banner.png');
    return fetch(`${server.url}/api/booth/operator-assets`, { method: 'POST', headers, body: form });
  };

  it('takes a picture from an operator (token or session with CSRF), lists it and serves it', async () => {
    expect((await upload({})).status).toBe(403);
    const { cookie, csrf } = await signIn('Cy');
    expect((await upload({ cookie })).status).toBe(403);
    const res = await upload({ cookie, [CONSOLE_CSRF_HEADER]: csrf });
    const body = (await res.json()) as Envelope<{ url: string; uploadedBy: string; contentType: string }>;
    expect(body.result).toMatchObject({ uploadedBy: 'Cy', contentType: 'image/png' });
    const list = await send<{ assets: { url: string }[] }>('GET', '/api/booth/operator-assets', {
      headers: { [HeaderNames.operatorToken]: server.operatorToken },
    });
    expect(list.body.result.assets.map((a) => a.url)).toContain(body.result.url);
    const served = await fetch(`${server.url}${body.result.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses what is not a picture', async () => {
    const res = await upload(
      { [HeaderNames.operatorToken]: server.operatorToken },
      new TextEncoder().encode('%PDF-1.7 not a picture'),
    );
    expect(res.status).toBe(415);
  });
});
