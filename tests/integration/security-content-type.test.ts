import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking/constants';
import { asBase64, asGzipBase64, stayEvent } from '../../server/ingest/testing/events';
import { approve, chooseOnSso, MALL_CB, startTestServer, type TestServer } from './helpers';

/**
 * Finding 7: JSON endpoints refuse bodies a browser may send cross-site without a preflight
 * (text/plain, form, multipart) and anything else that is not application/json, with 415 and an envelope.
 * The tracking ingest keeps its own encodings, and the SSO and cashier pages keep their forms.
 */
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server?.stop());

const ANONYMOUS_POSTS: [string, unknown][] = [
  ['/api/mlife/login/approval', { cb: MALL_CB, subChannelNo: 'cmbmobile' }],
  ['/api/mlife/login/user-code', { code: 'whatever', subChannelNo: 'cmbmobile' }],
  ['/api/marketing/customer/err-mes/save', { mes: 'cross-site probe', interfaceUrl: '/api/x' }],
];

async function post(path: string, body: BodyInit, contentType?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

describe('JSON endpoints', () => {
  it.each(ANONYMOUS_POSTS)('%s refuses text/plain, form, multipart and xml with 415', async (path, json) => {
    const text = JSON.stringify(json);
    const form = new FormData();
    form.set('mes', 'x');
    const attempts: [BodyInit, string | undefined][] = [
      [text, 'text/plain;charset=UTF-8'],
      [new URLSearchParams({ [text]: '' }).toString(), 'application/x-www-form-urlencoded'],
      [form, undefined], // fetch writes multipart/form-data with its boundary
      [`<x>${text}</x>`, 'application/xml'],
      [new Blob([text]), undefined], // a body without any content type
    ];
    for (const [body, type] of attempts) {
      const res = await post(path, body, type);
      expect(res.status, `${path} ${type ?? typeof body}`).toBe(415);
      expect(res.body).toMatchObject({ resCode: 'E0415', result: null });
    }
  });

  it('stores nothing for a refused body', async () => {
    await post(
      '/api/marketing/customer/err-mes/save',
      JSON.stringify({ mes: 'refused form post', interfaceUrl: '/api/x' }),
      'text/plain',
    );
    const rows = await server.db.query("SELECT 1 FROM error_reports WHERE mes = 'refused form post'");
    expect(rows).toEqual([]);
  });

  it('accepts application/json with a charset, and an empty body', async () => {
    const json = await post(
      '/api/marketing/customer/err-mes/save',
      JSON.stringify({ mes: 'json probe', interfaceUrl: '/api/x' }),
      'application/json; charset=utf-8',
    );
    expect(json.body.resCode).toBe('0000');
    const empty = await fetch(`${base}/api/order/cancel`, { method: 'POST' });
    expect(empty.status).toBe(200);
    expect(((await empty.json()) as Envelope<unknown>).resCode).toBe('0003');
  });
});

describe('other encodings keep working where they belong', () => {
  it('the tracking ingest takes its base64 (text/plain) and gzip (application/zip) uploads', async () => {
    const events = [stayEvent(1, { eventId: 'content-type-probe-1' })];
    for (const enc of [asBase64(events), asGzipBase64([stayEvent(2, { eventId: 'content-type-probe-2' })])]) {
      const res = await fetch(`${base}${TRACKING_ENDPOINTS.normal}`, {
        method: 'POST',
        headers: { 'content-type': enc.contentType, [TRACKING_HEADERS.secretKey]: 'mbankmallST' },
        body: enc.body,
      });
      expect(res.status, enc.contentType).toBe(200);
      expect(res.headers.get(TRACKING_HEADERS.uploadStatus)).toBe('ok');
    }
  });

  it('the SSO page takes its form post', async () => {
    const { state } = await approve(base);
    const { status, params } = await chooseOnSso(base, state, 'C0001');
    expect(status).toBe(303);
    expect(params.get('code')).toBeTruthy();
  });
});
