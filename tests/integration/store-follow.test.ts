import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfoSchema } from '../../schemas/api/store';
import { storeFollowStateSchema } from '../../schemas/api/store-follow';
import { call, login, startTestServer, type TestServer } from './helpers';
import { ok, type Shopper, shopper } from './shopping-helpers';

let server: TestServer;
let li: Shopper;
let zhang: Shopper;
const STORE = 'ST1001';
const API = '/api/channel/store';

beforeAll(async () => {
  server = await startTestServer();
  li = shopper(server.url, await login(server.url, 'C0001'));
  zhang = shopper(server.url, await login(server.url, 'C0002'));
});
afterAll(() => server?.stop());

const shownFollowers = async () =>
  storeInfoSchema.parse(ok(await call(server.url, `${API}/get-store-info?storeNo=${STORE}`))).followers;
const state = async (s: Shopper) =>
  storeFollowStateSchema.parse(ok(await s.get(`${API}/follow-state`, { storeNo: STORE })));

describe('following a store', () => {
  it('follows and unfollows per customer; the count the store page shows moves with it, once', async () => {
    const base = await shownFollowers();
    expect(await state(li)).toEqual({ storeNo: STORE, following: false, followers: base });

    const followed = storeFollowStateSchema.parse(ok(await li.post(`${API}/follow`, { storeNo: STORE })));
    expect(followed).toEqual({ storeNo: STORE, following: true, followers: base + 1 });
    // Again, with a new request code: nothing changes.
    expect(
      storeFollowStateSchema.parse(ok(await li.post(`${API}/follow`, { storeNo: STORE }))).followers,
    ).toBe(base + 1);
    expect(await shownFollowers()).toBe(base + 1);
    // Another customer does not follow it because Li does.
    expect((await state(zhang)).following).toBe(false);

    const unfollowed = storeFollowStateSchema.parse(ok(await li.post(`${API}/unfollow`, { storeNo: STORE })));
    expect(unfollowed).toEqual({ storeNo: STORE, following: false, followers: base });
    expect(
      storeFollowStateSchema.parse(ok(await li.post(`${API}/unfollow`, { storeNo: STORE }))).followers,
    ).toBe(base);
    expect(await shownFollowers()).toBe(base);
  });

  it('counts one follow when the same customer taps many times at once', async () => {
    const base = await shownFollowers();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => zhang.post(`${API}/follow`, { storeNo: STORE }, randomUUID())),
    );
    for (const a of answers) expect(a.body.resCode).toBe('0000');
    expect(await shownFollowers()).toBe(base + 1);
    const rows = await server.db.query('SELECT 1 FROM store_followers WHERE store_no = $1', [STORE]);
    expect(rows.length).toBe(1);
    await Promise.all(Array.from({ length: 4 }, () => zhang.post(`${API}/unfollow`, { storeNo: STORE })));
    expect(await shownFollowers()).toBe(base);
  });

  it('replays a retried follow by its request code', async () => {
    const code = randomUUID();
    const first = await li.post(`${API}/follow`, { storeNo: STORE }, code);
    const again = await li.post(`${API}/follow`, { storeNo: STORE }, code);
    expect(again.body).toEqual(first.body);
    await li.post(`${API}/unfollow`, { storeNo: STORE });
  });

  it('refuses an unknown store and a caller who is not signed in', async () => {
    const unknown = await li.post(`${API}/follow`, { storeNo: 'ST9999' });
    expect(unknown.status).toBe(404);
    const anonymous = await call(server.url, `${API}/follow`, { method: 'POST', json: { storeNo: STORE } });
    expect(anonymous.body.resCode).toBe('0003');
  });
});
