import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import { checkActResultSchema, shelfResultSchema, teamOrderResultSchema } from '../../schemas/api/group-buy';
import { type OperatorGroupBuy, operatorGroupBuyListSchema } from '../../schemas/api/group-buy-operator';
import type { OperatorRole } from '../../schemas/api/operator-accounts';
import { groupBuyOperatorMessages } from '../../server/i18n/group-buy-operator';
import { call, login, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { newCustomer, ok, shopper } from './shopping-helpers';

/**
 * Group-buy activities run by operators (ADR 0057), on a server with approval on: who may
 * do what, the schema's refusals, the phase machine's moves, and what shoppers see at each step.
 */
const O = '/api/operator/group-buy';
const GB = '/api/marketing/team-buy';
const PHONE = 'SKU2000101'; // 599900 cents, in no seeded group buy
const HOUR = 60 * 60 * 1000;
const PASSWORD = 'a passphrase long enough';
const en = groupBuyOperatorMessages.en;

let server: TestServer;
let sessions = new Map<string, OperatorSession>();
const ACCOUNTS: [string, OperatorRole][] = [
  ['gb-mkt-one', 'marketing'],
  ['gb-mkt-two', 'marketing'],
  ['gb-editor', 'editor'],
  ['gb-publisher', 'publisher'],
  ['gb-auditor', 'auditor'],
];

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(server.url, server.operatorToken, ACCOUNTS, PASSWORD);
}, 60_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);

/** Asks for a write that needs a second operator as gb-mkt-one, and has gb-mkt-two approve it. */
async function madeAndApproved(path: string, method: 'POST' | 'PUT', json: unknown = {}) {
  const asked = await as<{ changeRequest: { id: number } }>('gb-mkt-one', path, { method, json });
  expect(asked.status, asked.body.resMsg).toBe(202);
  const id = asked.body.result.changeRequest.id;
  const own = await as(`gb-mkt-one`, `/api/operator/change-requests/${id}/approve`, {
    method: 'POST',
    json: {},
  });
  expect(own.status).toBe(403);
  const approved = await as<{ request: ChangeRequestView }>(
    'gb-mkt-two',
    `/api/operator/change-requests/${id}/approve`,
    { method: 'POST', json: {} },
  );
  expect(approved.status, approved.body.resMsg).toBe(200);
  return id;
}

const activity = (activityNo: string, extra: Record<string, unknown> = {}) => ({
  activityNo,
  skuNo: PHONE,
  title: '手机 2人团',
  teamPriceCents: 499900,
  teamSize: 2,
  windowMinutes: 60,
  startAt: server.now() - HOUR,
  endAt: server.now() + 24 * HOUR,
  seq: 0,
  ...extra,
});
const fields = (a: Record<string, unknown>) => {
  const { activityNo: _, ...rest } = a;
  return rest;
};

const listed = async (activityNo: string): Promise<OperatorGroupBuy | undefined> =>
  operatorGroupBuyListSchema
    .parse(ok(await as('gb-auditor', O)))
    .list.find((a) => a.activityNo === activityNo);

const onShelf = async (activityNo: string) =>
  shelfResultSchema
    .parse(ok(await shopper(server.url, '').get(`${GB}/shelf`, { pageNo: '1', pageSize: '50' })))
    .list.find((a) => a.activityNo === activityNo);

describe('operator group-buy API', () => {
  it('is refused to shoppers and to roles other than marketing; the auditor reads but never writes', async () => {
    const shopperCode = await login(server.url, 'C0003');
    expect((await call(server.url, O, { userCode: shopperCode })).status).toBe(403);
    for (const who of ['gb-editor', 'gb-publisher', 'gb-auditor']) {
      const res = await as(who, O, { method: 'POST', json: activity('GBOP0') });
      expect(res.status, who).toBe(403);
      expect((await as(who, `${O}/GB1001/pause`, { method: 'POST', json: {} })).status, who).toBe(403);
    }
    expect((await as('gb-editor', O)).status).toBe(403);
    expect((await as('gb-auditor', O)).status).toBe(200);
    expect(await listed('GBOP0')).toBeUndefined();
    expect((await listed('GB1001'))?.phase).toBe('live');
  });

  it('refuses bodies the schema refuses, unknown SKUs and a team price not below the item price', async () => {
    const badSize = await as<unknown>('gb-mkt-one', O, {
      method: 'POST',
      json: activity('GBOP9', { teamSize: 1, endAt: server.now() - 2 * HOUR }),
    });
    expect(badSize.status).toBe(400);
    // Refused at once with the fields named, not kept as a request a reviewer would see fail.
    expect(badSize.body.resMsg).toMatch(/teamSize/);
    const issues = (badSize.body.result as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(issues).toEqual(expect.arrayContaining(['teamSize', 'endAt']));
    const requests = await as<ChangeRequestView[]>('gb-auditor', '/api/operator/change-requests');
    expect(requests.body.result.filter((r) => r.endpoint.includes('group-buy'))).toEqual([]);
    // The rules the schema cannot say are refused when the write is asked for, before any approval.
    const unknown = await as('gb-mkt-one', O, { method: 'POST', json: activity('GBOP9', { skuNo: 'SKU0' }) });
    expect(unknown.status).toBe(202);
    const id = (unknown.body.result as { changeRequest: { id: number } }).changeRequest.id;
    const applied = await as('gb-mkt-two', `/api/operator/change-requests/${id}/approve`, {
      method: 'POST',
      json: {},
    });
    expect(applied.body.resMsg).toContain(en.unknownSku('SKU0'));
    const dear = await as<{ changeRequest: { id: number } }>('gb-mkt-one', O, {
      method: 'POST',
      json: activity('GBOP9', { teamPriceCents: 599900 }),
    });
    const refused = await as(
      'gb-mkt-two',
      `/api/operator/change-requests/${dear.body.result.changeRequest.id}/approve`,
      {
        method: 'POST',
        json: {},
      },
    );
    expect(refused.body.resMsg).toContain(en.priceNotBelow('5999.00'));
    expect(await listed('GBOP9')).toBeUndefined();
  });

  it('reaches shoppers only once approved; pause and end are immediate; only the phase’s moves are allowed', async () => {
    const body = activity('GBOP1');
    const asked = await as<{ changeRequest: { id: number } }>('gb-mkt-one', O, {
      method: 'POST',
      json: body,
    });
    expect(asked.status).toBe(202);
    expect(await listed('GBOP1')).toBeUndefined();
    expect(await onShelf('GBOP1')).toBeUndefined();
    await as('gb-mkt-two', `/api/operator/change-requests/${asked.body.result.changeRequest.id}/approve`, {
      method: 'POST',
      json: {},
    });
    expect(await listed('GBOP1')).toMatchObject({
      phase: 'live',
      actions: ['edit', 'pause', 'end'],
      productName: expect.any(String),
      salePriceCents: 599900,
      openTeams: 0,
    });
    expect(await onShelf('GBOP1')).toMatchObject({ teamPriceCents: 499900, teamSize: 2 });

    // A shopper opens a team; then the operator pauses: off the shelf, no new team, the open one stays.
    const wang = await newCustomer(server, { no: 'GBOPC1', nick: '团长', addressName: '团长' });
    const team = teamOrderResultSchema.parse(
      ok(await wang.post(`${GB}/create-order`, { activityNo: 'GBOP1' })),
    );
    expect(team.teamId).toMatch(/^T/);
    const paused = await as<OperatorGroupBuy>('gb-mkt-one', `${O}/GBOP1/pause`, { method: 'POST', json: {} });
    expect(paused.status, paused.body.resMsg).toBe(200);
    expect(paused.body.result).toMatchObject({ phase: 'paused', actions: ['edit', 'resume', 'end'] });
    expect(await onShelf('GBOP1')).toBeUndefined();
    const check = checkActResultSchema.parse(ok(await wang.post(`${GB}/check-act`, { activityNo: 'GBOP1' })));
    expect(check).toMatchObject({ ok: false, reason: 'activity_closed' });
    // Pausing twice is not a move a paused activity has.
    const again = await as('gb-mkt-one', `${O}/GBOP1/pause`, { method: 'POST', json: {} });
    expect(again.status).toBe(409);
    expect(again.body.resMsg).toBe(en.notAllowed(en['action.pause'], en['phase.paused']));

    // Edited while paused (approved), then resumed (approved): back on the shelf at the new price.
    await madeAndApproved(
      `${O}/GBOP1`,
      'PUT',
      fields(activity('GBOP1', { teamPriceCents: 459900, teamSize: 3 })),
    );
    expect(await onShelf('GBOP1')).toBeUndefined();
    await madeAndApproved(`${O}/GBOP1/resume`, 'POST');
    expect(await onShelf('GBOP1')).toMatchObject({ teamPriceCents: 459900, teamSize: 3 });

    // Ended: gone for good; nothing moves an ended activity.
    const ended = await as<OperatorGroupBuy>('gb-mkt-one', `${O}/GBOP1/end`, { method: 'POST', json: {} });
    expect(ended.body.result).toMatchObject({ phase: 'ended', actions: [] });
    expect(await onShelf('GBOP1')).toBeUndefined();
    for (const move of ['end', 'pause', 'resume']) {
      const res = await as('gb-mkt-one', `${O}/GBOP1/${move}`, { method: 'POST', json: {} });
      expect(res.status, move).toBe(move === 'resume' ? 202 : 409);
    }
    const late = await as<{ changeRequest: { id: number } }>('gb-mkt-one', `${O}/GBOP1`, {
      method: 'PUT',
      json: fields(activity('GBOP1')),
    });
    const refused = await as(
      'gb-mkt-two',
      `/api/operator/change-requests/${late.body.result.changeRequest.id}/approve`,
      {
        method: 'POST',
        json: {},
      },
    );
    expect(refused.body.resMsg).toContain(en.notAllowed(en['action.edit'], en['phase.ended']));
    expect((await listed('GBOP1'))?.teamPriceCents).toBe(459900);
  });

  it('logs every write once with its account: direct moves, refused moves and requests', async () => {
    const rows = (
      await as<AuditEntryView[]>('gb-auditor', '/api/operator/audit?entity=GBOP1&account=gb-mkt-one')
    ).body.result;
    const pauses = rows.filter((r) => r.route === 'POST /api/operator/group-buy/:activityNo/pause');
    expect(pauses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      rows.filter((r) => r.route === 'POST /api/operator/group-buy/:activityNo/end' && r.status === 200),
    ).toHaveLength(1);
  });
});
