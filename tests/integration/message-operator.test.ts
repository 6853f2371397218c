import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import { messageListSchema, operatorMessageSendListSchema } from '../../schemas/api/message';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { type ApiAnswer, call, login, startTestServer, type TestServer } from './helpers';
import { type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok, shopper } from './shopping-helpers';

/**
 * System messages sent by operators, on a server with approval on: to named customers or
 * to all, only once a second marketer approves; the list of sends; who may do what; refusals at once.
 */
const O = '/api/operator/messages';
const PASSWORD = 'a passphrase long enough';

let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['msg-mkt-one', 'marketing'],
  ['msg-mkt-two', 'marketing'],
  ['msg-editor', 'editor'],
  ['msg-publisher', 'publisher'],
  ['msg-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

function as<T = unknown>(who: string, path: string, json?: unknown): Promise<ApiAnswer<T>> {
  const session = sessions.get(who);
  if (!session) throw new Error(`no session for ${who}`);
  return call<T>(server.url, path, {
    ...(json !== undefined ? { method: 'POST' as const, json } : {}),
    headers: { ...session.headers, 'accept-language': 'en' },
  });
}

/** msg-mkt-one asks, the other marketer approves; the applied answer. */
async function sendApproved(json: unknown, pending?: () => Promise<void>) {
  const asked = await as<{ changeRequest: { id: number } }>('msg-mkt-one', O, json);
  expect(asked.status, asked.body.resMsg).toBe(202);
  const id = asked.body.result.changeRequest.id;
  await pending?.();
  expect((await as(`msg-mkt-one`, `/api/operator/change-requests/${id}/approve`, {})).status).toBe(403);
  const approved = await as<{ request: ChangeRequestView }>(
    'msg-mkt-two',
    `/api/operator/change-requests/${id}/approve`,
    {},
  );
  expect(approved.status, approved.body.resMsg).toBe(200);
  return { id, asked };
}

const systemTitles = async (customerNo: string) => {
  const s = shopper(server.url, await login(server.url, customerNo));
  const list = messageListSchema.parse(ok(await s.get('/api/im/message/list', { kind: 'system' })));
  return list.list.map((m) => m.title);
};
const sends = async () => operatorMessageSendListSchema.parse(ok(await as('msg-auditor', O))).list;

describe('operator system messages', () => {
  it('is refused to shoppers and to roles other than marketing; the auditor reads the sends', async () => {
    const shopperCode = await login(server.url, 'C0003');
    expect((await call(server.url, O, { userCode: shopperCode })).status).toBe(403);
    const body = { customerNos: ['C0001'], title: '不该发出', content: '不该发出' };
    for (const who of ['msg-editor', 'msg-publisher', 'msg-auditor']) {
      expect((await as(who, O, body)).status, who).toBe(403);
    }
    expect((await as('msg-editor', O)).status).toBe(403);
    expect(await sends()).toEqual([]);
    expect(await systemTitles('C0001')).not.toContain('不该发出');
  });

  it('refuses a body without its audience at once, with the field named and no request kept', async () => {
    const none = await as<{ issues: { path: string }[] }>('msg-mkt-one', O, { title: 'x', content: 'y' });
    expect(none.status).toBe(400);
    expect(none.body.result.issues.map((i) => i.path)).toEqual(['customerNos']);
    const both = await as('msg-mkt-one', O, {
      audience: 'all',
      customerNos: ['C0001'],
      title: 'x',
      content: 'y',
    });
    expect(both.status).toBe(400);
    const requests = await as<ChangeRequestView[]>('msg-auditor', '/api/operator/change-requests');
    expect(requests.body.result.filter((r) => r.endpoint.includes('messages'))).toEqual([]);
  });

  it('reaches the named customer only once approved, and every customer when sent to all', async () => {
    await sendApproved(
      { customerNos: ['C0001', 'C9999'], title: '您的专属通知', content: '只给一位客户' },
      async () => {
        expect(await systemTitles('C0001')).not.toContain('您的专属通知');
        expect(await sends()).toEqual([]);
      },
    );
    expect(await systemTitles('C0001')).toContain('您的专属通知');
    expect(await systemTitles('C0002')).not.toContain('您的专属通知');

    const { asked } = await sendApproved({ audience: 'all', title: '全员通知', content: '发给每一位客户' });
    expect(asked.status).toBe(202);
    for (const no of ['C0001', 'C0002', 'C0003']) expect(await systemTitles(no), no).toContain('全员通知');
    const [customers] = await server.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM customers');

    const [all, one] = await sends();
    expect(all).toMatchObject({
      audience: 'all',
      named: 0,
      sent: customers?.n,
      unknown: 0,
      sentBy: 'msg-mkt-one',
    });
    expect(one).toMatchObject({
      audience: 'customers',
      named: 2,
      sent: 1,
      unknown: 1,
      title: '您的专属通知',
      sentBy: 'msg-mkt-one',
    });

    // The log holds each send's request and its application, under the maker and the approver.
    const rows = (
      await as<AuditEntryView[]>('msg-auditor', '/api/operator/audit?entity=/api/operator/messages')
    ).body.result;
    const applied = rows.filter((r) => r.disposition === 'applied');
    expect(applied).toHaveLength(2);
    expect(applied.every((r) => r.account === 'msg-mkt-one' && r.approvedBy === 'msg-mkt-two')).toBe(true);
  });
});
