import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { TRACKING_ENDPOINTS, TRACKING_HEADERS } from '../../schemas/tracking';
import { openUserToken, sealUserToken } from '../../server/domain/user-token';
import { asJson, stayEvent } from '../../server/ingest/testing/events';
import { approve, chooseOnSso, exchange, startTestServer, type TestServer } from './helpers';

const KEY = 'mbankmallST';
const SEAL = 'user-token-test-key';

/** Spec §3: the session info's encrypted user token — sealed at login, carried on tracking events, opened by the ingest. */
describe('encrypted user token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: 'sit', userTokenKey: SEAL });
  });
  afterAll(() => server.stop());

  async function signIn(customerNo: string) {
    const { state } = await approve(server.url);
    const { params } = await chooseOnSso(server.url, state, customerNo);
    const res = await exchange(server.url, params.get('code') ?? '');
    expect(res.body.resCode).toBe('0000');
    return res.body.result;
  }

  async function upload(events: unknown[]) {
    const res = await fetch(`${server.url}${TRACKING_ENDPOINTS.normal}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TRACKING_HEADERS.secretKey]: KEY },
      body: asJson(events).body,
    });
    expect(res.status).toBe(200);
  }

  async function stored(sessionId: string) {
    const res = await fetch(`${server.url}/api/trace/operator/recent?sessionId=${sessionId}`, {
      headers: { 'x-operator-token': server.operatorToken },
    });
    const body = (await res.json()) as Envelope<{ events: { event: Record<string, unknown> }[] }>;
    return body.result.events.map((e) => e.event);
  }

  it('the login answers a sealed token that only the configured key opens, naming the user and the session end', async () => {
    const result = await signIn('C0001');
    expect(result.userToken).toMatch(/^[A-Za-z0-9_-]+$/);
    const token = result.userToken ?? '';
    // Opaque: neither the user id nor the user code can be read from it.
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(result.userId);
    expect(token).not.toContain(result.userCode);
    expect(openUserToken(token, SEAL)).toEqual({ userId: result.userId, expiresTime: result.expiresTime });
    expect(openUserToken(token, 'another deployment')).toBeUndefined();
    const flipped = Buffer.from(token, 'base64url');
    flipped[14] = (flipped[14] ?? 0) ^ 1;
    expect(openUserToken(flipped.toString('base64url'), SEAL)).toBeUndefined();
  });

  it('the ingest stores the user inside a token it can open, never the sealed text, and believes no client-sent user', async () => {
    const { userId, userToken } = await signIn('C0002');
    const forged = sealUserToken({ userId: 'someone-else', expiresTime: 1 }, 'not our key');
    await upload([
      stayEvent(1, { sessionId: 's-token', eventId: 'tok-1', userToken }),
      stayEvent(2, { sessionId: 's-token', eventId: 'tok-2', userToken: forged }),
      stayEvent(3, { sessionId: 's-token', eventId: 'tok-3', tokenUserId: 'claimed-by-client' }),
    ]);
    const events = await stored('s-token');
    const byId = new Map(events.map((e) => [e.eventId, e]));
    expect(byId.get('tok-1')?.tokenUserId).toBe(userId);
    expect(byId.get('tok-2')?.tokenUserId).toBeUndefined();
    expect(byId.get('tok-3')?.tokenUserId).toBeUndefined();
    for (const e of events) expect(e.userToken).toBeUndefined();
    // Never logged either.
    expect(server.logs.join('\n')).not.toContain(userToken ?? 'no token');
  });
});
