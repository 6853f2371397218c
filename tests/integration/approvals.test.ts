import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { approvalMessages } from '../../server/i18n/approvals';
import { operatorMessages } from '../../server/i18n/operators';
import { type ApiAnswer, call, startTestServer, type TestServer } from './helpers';
import { type OperatorSession, signedInAccounts, signIn } from './operator-helpers';

/**
 * Maker-checker and the audit log (ADR 0048), on a server with approval on (the
 * default of `npm start`): a publish asked for by an editor reaches shoppers only once another operator
 * approves it; every operator write is logged once with its account; nothing can change the log.
 */
let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const PASSWORD = 'a passphrase long enough';
const en = approvalMessages.en;
const PAGE = 'maker-checker';
const KEY = `id-${PAGE}`;

const ACCOUNTS: [string, OperatorRole][] = [
  ['ed-one', 'editor'],
  ['pub-one', 'publisher'],
  ['pub-two', 'publisher'],
  ['mkt-one', 'marketing'],
  ['mkt-two', 'marketing'],
  ['aud-one', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

function as<T = unknown>(
  who: string,
  path: string,
  opts: { method?: 'GET' | 'POST' | 'PUT'; json?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const session = sessions.get(who);
  if (!session) throw new Error(`no session for ${who}`);
  return call<T>(server.url, path, {
    ...(opts.method ? { method: opts.method } : {}),
    ...(opts.json !== undefined ? { json: opts.json } : {}),
    headers: { ...session.headers, ...opts.headers },
  });
}

const layout = (text: string) => ({
  schemaVersion: 2,
  pageId: PAGE,
  pageCode: null,
  title: 'Maker-checker',
  version: 1,
  blocks: [{ id: 'notice', type: 'noticeBoard', props: { items: [{ text }] } }],
});

async function draft(who: string, text: string): Promise<void> {
  const res = await as(who, `/api/booth/operator/pages/${KEY}/draft`, { method: 'PUT', json: layout(text) });
  expect(res.status, res.body.resMsg).toBe(200);
}

async function askPublish(who: string): Promise<number> {
  const res = await as<{ changeRequest: { id: number; state: string } }>(
    who,
    `/api/booth/operator/pages/${KEY}/publish`,
    { method: 'POST', json: {} },
  );
  expect(res.status, res.body.resMsg).toBe(202);
  expect(res.body.result.changeRequest.state).toBe('pending');
  return res.body.result.changeRequest.id;
}

const approve = (who: string, id: number) =>
  as<{ request: ChangeRequestView }>(who, `/api/operator/change-requests/${id}/approve`, {
    method: 'POST',
    json: {},
  });

/** What a shopper is served for the page now (the raw layout text). */
async function shopperSees(): Promise<string> {
  const res = await fetch(`${server.url}/api/booth/page?pageId=${PAGE}&t=${Date.now()}`);
  return res.text();
}

async function publishedVersions(): Promise<number> {
  const res = await as<{ versions: { status: string }[] }>(
    'pub-one',
    `/api/booth/operator/pages/${KEY}/versions`,
  );
  return res.body.result.versions.filter((v) => v.status === 'published').length;
}

const audit = async (query: string) =>
  (await as<AuditEntryView[]>('aud-one', `/api/operator/audit?${query}`)).body.result;

describe('maker-checker', () => {
  it('keeps an editor’s publish from shoppers until another operator approves it, and applies it once', async () => {
    await draft('ed-one', 'first words');
    const first = await askPublish('ed-one');
    expect(await shopperSees()).not.toContain('first words');
    expect((await approve('pub-one', first)).status).toBe(200);
    expect(await shopperSees()).toContain('first words');

    await draft('ed-one', 'second words');
    const id = await askPublish('ed-one');
    const before = await publishedVersions();
    // The maker can never approve their own request (an editor may not approve at all).
    const own = await approve('ed-one', id);
    expect(own.status).toBe(403);
    expect(own.body.resMsg).toBe(operatorMessages.en.roleRefused('editor'));
    // Marketing may not publish pages, so it may not approve a publish either.
    const marketing = await approve('mkt-one', id);
    expect(marketing.status).toBe(403);
    expect(marketing.body.resMsg).toBe(en.approverRole);
    expect(await shopperSees()).not.toContain('second words');

    // Two publishers approve at the same moment: one applies it, the other is told it is already decided.
    const [a, b] = await Promise.all([approve('pub-one', id), approve('pub-two', id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await publishedVersions()).toBe(before + 1);
    expect(await shopperSees()).toContain('second words');
    const done = await as<ChangeRequestView>('ed-one', `/api/operator/change-requests/${id}`);
    expect(done.body.result.state).toBe('applied');
    expect(['pub-one', 'pub-two']).toContain(done.body.result.decidedBy);
    // The page's history names the maker; the log names the approver of the applied write.
    const applied = (await audit(`entity=${KEY}`)).filter((e) => e.changeRequestId === id);
    expect(applied.map((e) => e.disposition).sort()).toEqual(['applied', 'requested']);
    const appliedRow = applied.find((e) => e.disposition === 'applied');
    expect(appliedRow?.account).toBe('ed-one');
    expect(appliedRow?.approvedBy).toBe(done.body.result.decidedBy);
  });

  it('stops a publisher approving their own request', async () => {
    await draft('pub-one', 'the publisher’s own');
    const id = await askPublish('pub-one');
    const own = await approve('pub-one', id);
    expect(own.status).toBe(403);
    expect(own.body.resMsg).toBe(en.ownRequest);
    const rejected = await as(`pub-two`, `/api/operator/change-requests/${id}/reject`, {
      method: 'POST',
      json: { comment: 'not today' },
    });
    expect(rejected.status).toBe(200);
  });

  it('leaves shoppers unchanged on a rejection, and a rejected request cannot be approved', async () => {
    await draft('ed-one', 'rejected words');
    const id = await askPublish('ed-one');
    const refused = await as(`ed-one`, `/api/operator/change-requests/${id}/reject`, {
      method: 'POST',
      json: { comment: 'my own' },
    });
    expect(refused.status).toBe(403);
    const res = await as<ChangeRequestView>('pub-two', `/api/operator/change-requests/${id}/reject`, {
      method: 'POST',
      json: { comment: 'the wording is wrong' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.state).toBe('rejected');
    expect(res.body.result.decisionComment).toBe('the wording is wrong');
    expect(await shopperSees()).not.toContain('rejected words');
    const late = await approve('pub-one', id);
    expect(late.status).toBe(409);
    expect(late.body.resMsg).toBe(en.notPending('rejected'));
    expect(await shopperSees()).not.toContain('rejected words');
  });

  it('refuses a stale request with who changed the page, and keeps it pending', async () => {
    await draft('ed-one', 'asked for');
    const id = await askPublish('ed-one');
    // The draft changes after the request: approving would publish what the reviewer never saw.
    await draft('pub-two', 'changed afterwards');
    const stale = await approve('pub-one', id);
    expect(stale.status).toBe(409);
    expect(stale.body.resMsg).toContain('pub-two');
    expect(await shopperSees()).not.toContain('changed afterwards');
    const kept = await as<ChangeRequestView>('ed-one', `/api/operator/change-requests/${id}`);
    expect(kept.body.result.state).toBe('pending');
    // The reviewer compared the live layout with the draft as it was asked for.
    expect(JSON.stringify(kept.body.result.after)).toContain('asked for');
  });

  it('lets a publisher roll back at once, logged as an emergency', async () => {
    const res = await as(`pub-one`, `/api/booth/operator/pages/${KEY}/rollback`, {
      method: 'POST',
      json: { version: 1 },
    });
    expect(res.status, res.body.resMsg).toBe(200);
    expect(await shopperSees()).toContain('first words');
    const rows = await audit('account=pub-one');
    expect(rows[0]?.route).toBe('POST /api/booth/operator/pages/:pageKey/rollback');
    expect(rows[0]?.disposition).toBe('emergency');
  });
});

describe('maker-checker beyond pages', () => {
  const HOUR = 60 * 60 * 1000;
  const promotion = {
    activityNo: 'MC-SPRING',
    title: 'Spring 满减',
    scope: 'sku',
    skuNos: ['SKU2000101'],
    tiers: [{ thresholdCents: 500000, reductionCents: 20000 }],
    startAt: Date.now() - HOUR,
    endAt: Date.now() + 24 * HOUR,
    seq: 0,
  };
  const listed = async () =>
    JSON.stringify((await as('mkt-one', '/api/operator/promotions')).body.result).includes('MC-SPRING');

  it('keeps a promotion’s tiers until a second marketer approves, with the fields to compare', async () => {
    const asked = await as<{ changeRequest: { id: number } }>('mkt-one', '/api/operator/promotions', {
      method: 'POST',
      json: promotion,
    });
    expect(asked.status, asked.body.resMsg).toBe(202);
    const id = asked.body.result.changeRequest.id;
    expect(await listed()).toBe(false);
    const request = await as<ChangeRequestView>('mkt-two', `/api/operator/change-requests/${id}`);
    expect(request.body.result.after).toMatchObject({ tiers: promotion.tiers });
    // A publisher may not make promotions, so may not approve one.
    const publisher = await approve('pub-one', id);
    expect(publisher.status).toBe(403);
    expect(publisher.body.resMsg).toBe(en.approverRole);
    const approved = await approve('mkt-two', id);
    expect(approved.status, approved.body.resMsg).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('gives the shared token’s service account no way around it', async () => {
    const res = await call<{ changeRequest: { id: number } }>(
      server.url,
      `/api/booth/operator/pages/${KEY}/publish`,
      { json: {}, headers: { 'x-operator-token': server.operatorToken } },
    );
    expect(res.status).toBe(202);
    const made = await as<ChangeRequestView>(
      'pub-one',
      `/api/operator/change-requests/${res.body.result.changeRequest.id}`,
    );
    expect(made.body.result.maker).toBe('api');
  });
});

describe('the audit log', () => {
  it('holds every operator write once with its account, address and agent', async () => {
    // The test server's clock stands still unless moved: this test's rows are the ones from here on.
    server.advance(1000);
    const from = server.now();
    const agent = '=HYPERLINK("http://evil.example")';
    const writes = [
      { path: `/api/booth/operator/pages/${KEY}/draft`, method: 'PUT' as const, json: layout('logged once') },
      { path: `/api/booth/operator/pages/${KEY}/validate`, method: 'POST' as const, json: layout('checked') },
      { path: `/api/booth/operator/pages/${KEY}/publish`, method: 'POST' as const, json: {} },
    ];
    for (const w of writes) {
      // A forwarded address from a caller that is no trusted proxy is not believed.
      const res = await as('ed-one', w.path, {
        method: w.method,
        json: w.json,
        headers: { 'user-agent': agent, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.status).toBeLessThan(300);
    }
    const rows = (await audit(`account=ed-one&from=${from}`)).reverse();
    expect(rows.map((r) => `${r.method} ${r.path}`)).toEqual(writes.map((w) => `${w.method} ${w.path}`));
    for (const r of rows) {
      expect(r.account).toBe('ed-one');
      expect(r.role).toBe('editor');
      expect(r.ip).toBe('127.0.0.1');
      expect(r.userAgent).toBe(agent);
    }
    expect(JSON.stringify(rows[0]?.patch)).toContain('logged once');
    expect(rows[2]?.disposition).toBe('requested');

    // The export escapes a cell a spreadsheet would run as a formula.
    const csv = await fetch(`${server.url}/api/operator/audit/export?account=ed-one&from=${from}`, {
      headers: sessions.get('aud-one')?.headers ?? {},
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n').filter((l) => l !== '')).toHaveLength(1 + writes.length);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toContain(`"=HYPERLINK`);
  });

  it('keeps secrets out of the log', async () => {
    const res = await call(server.url, '/api/operator/accounts', {
      json: { name: 'ed-two', role: 'editor', password: 'another long passphrase' },
      headers: { 'x-operator-token': server.operatorToken },
    });
    expect(res.status).toBe(200);
    const [row] = await audit('account=api');
    expect(row?.route).toBe('POST /api/operator/accounts');
    expect(JSON.stringify(row?.patch)).not.toContain('another long passphrase');
  });

  it('is read only by the auditor and the administrator, and no statement can change it', async () => {
    expect((await as('ed-one', '/api/operator/audit')).status).toBe(403);
    expect((await as('pub-one', '/api/operator/audit/export')).status).toBe(403);
    const count = async () =>
      Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM operator_audit_log'))[0]?.n);
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    for (const sql of [
      `UPDATE operator_audit_log SET account = 'someone else'`,
      'DELETE FROM operator_audit_log',
      'TRUNCATE operator_audit_log',
    ]) {
      await expect(server.db.query(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await count()).toBe(rows);
    const accounts = await server.db.query<{ account: string }>(
      `SELECT DISTINCT account FROM operator_audit_log WHERE account = 'someone else'`,
    );
    expect(accounts).toEqual([]);
  });
});

describe('withdrawal, expiry, the approvers’ count and refusals in the log (ADR 0067)', () => {
  const pendingFor = async (who: string) =>
    (await as<{ pending: number }>(who, '/api/operator/change-requests/pending-count')).body.result.pending;
  const withdraw = (who: string, id: number) =>
    as<ChangeRequestView>(who, `/api/operator/change-requests/${id}/withdraw`, { method: 'POST', json: {} });

  it('counts for an approver what they may decide, and lets only the maker withdraw a pending request', async () => {
    const countBefore = await pendingFor('pub-two');
    const makerBefore = await pendingFor('ed-one');
    await draft('ed-one', 'withdrawn words');
    const id = await askPublish('ed-one');
    expect(await pendingFor('pub-two')).toBe(countBefore + 1);
    // The maker's own request is not theirs to decide; marketing may not approve a page publish.
    expect(await pendingFor('ed-one')).toBe(makerBefore);

    const notTheirs = await withdraw('pub-two', id);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.resMsg).toBe(en.notMaker);
    const withdrawn = await withdraw('ed-one', id);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.result.state).toBe('withdrawn');
    expect(await pendingFor('pub-two')).toBe(countBefore);
    const late = await approve('pub-two', id);
    expect(late.status).toBe(409);
    expect(await shopperSees()).not.toContain('withdrawn words');
    expect((await withdraw('ed-one', id)).status).toBe(409);

    const refused = (await audit(`entity=/api/operator/change-requests/${id}/withdraw`)).filter(
      (e) => e.account === 'pub-two',
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ disposition: 'refused', reason: 'notMaker', status: 403 });
  });

  it('logs a refused write once as a refusal: the role the table refuses, an approval of one’s own', async () => {
    await draft('pub-one', 'refusals logged');
    const id = await askPublish('pub-one');
    expect((await approve('ed-one', id)).status).toBe(403);
    expect((await approve('pub-one', id)).status).toBe(403);
    const rows = await audit(`entity=/api/operator/change-requests/${id}/approve`);
    const byWho = Object.fromEntries(rows.map((r) => [r.account, r]));
    expect(rows).toHaveLength(2);
    expect(byWho['ed-one']).toMatchObject({
      disposition: 'refused',
      reason: 'role',
      role: 'editor',
      status: 403,
    });
    expect(byWho['pub-one']).toMatchObject({ disposition: 'refused', reason: 'ownRequest', status: 403 });
    // Refused, the request is still pending for someone else.
    expect((await approve('pub-two', id)).status).toBe(200);
  });

  it('expires a request nobody decided in time: it cannot be approved, rejected or withdrawn any more', async () => {
    await draft('ed-one', 'expired words');
    const id = await askPublish('ed-one');
    const asked = await as<ChangeRequestView>('pub-one', `/api/operator/change-requests/${id}`);
    expect(asked.body.result.expiresAt - asked.body.result.createdAt).toBe(7 * 24 * 60 * 60 * 1000);
    server.advance(7 * 24 * 60 * 60 * 1000 + 1);
    // A week later every console session has ended too: sign in again.
    for (const [name] of ACCOUNTS) {
      const { session } = await signIn(server.url, name, PASSWORD);
      if (!session) throw new Error(`${name} could not sign in again`);
      sessions.set(name, session);
    }
    const seen = await as<ChangeRequestView>('pub-one', `/api/operator/change-requests/${id}`);
    expect(seen.body.result.state).toBe('expired');
    const pending = await as<ChangeRequestView[]>('pub-one', '/api/operator/change-requests?state=pending');
    expect(pending.body.result.map((r) => r.id)).not.toContain(id);
    const expired = await as<ChangeRequestView[]>('pub-one', '/api/operator/change-requests?state=expired');
    expect(expired.body.result.map((r) => r.id)).toContain(id);
    expect(await pendingFor('pub-one')).toBe(0);
    const late = await approve('pub-one', id);
    expect(late.status).toBe(409);
    expect(late.body.resMsg).toBe(en.notPending('expired'));
    expect(
      (
        await as(`pub-two`, `/api/operator/change-requests/${id}/reject`, {
          method: 'POST',
          json: { comment: 'late' },
        })
      ).status,
    ).toBe(409);
    expect((await withdraw('ed-one', id)).status).toBe(409);
    expect(await shopperSees()).not.toContain('expired words');
  });
});
