import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView, ChangeRequestView } from '../../schemas/api/approvals';
import { hotWordsSchema } from '../../schemas/api/search';
import { call, startTestServer, type TestServer } from './helpers';
import { callAs, type OperatorSession, signedInAccounts } from './operator-helpers';
import { ok } from './shopping-helpers';

/**
 * ADR 0069: The hot words sit under every shopper's search box, so a save is a change request
 * while approval is on, like the other shopper-visible saves: shoppers keep the old list until a second
 * operator approves, and the reviewer compares the old list with the new one.
 */
const HW = '/api/channel/search/operator/hot-words';
const CR = '/api/operator/change-requests';
const PASSWORD = 'a passphrase long enough';

let server: TestServer;
let sessions = new Map<string, OperatorSession>();

beforeAll(async () => {
  server = await startTestServer({ operatorApproval: true });
  sessions = await signedInAccounts(
    server.url,
    server.operatorToken,
    [
      ['hw-mkt-one', 'marketing'],
      ['hw-mkt-two', 'marketing'],
      ['hw-auditor', 'auditor'],
    ],
    PASSWORD,
  );
}, 120_000);
afterAll(() => server?.stop());

const as = <T = unknown>(who: string, path: string, opts?: Parameters<typeof callAs>[4]) =>
  callAs<T>(server.url, sessions, who, path, opts);
const shown = async () =>
  hotWordsSchema.parse(ok(await call(server.url, '/api/channel/search-hot-words'))).words;

describe('hot words under maker-checker', () => {
  it('reach shoppers only once another operator approves; the reviewer sees both lists', async () => {
    const before = await shown();
    const words = [
      { word: '茅台', highlight: true },
      { word: 'AirPods', highlight: false },
    ];
    const asked = await as<{ changeRequest: { id: number } }>('hw-mkt-one', HW, {
      method: 'PUT',
      json: { words },
    });
    expect(asked.status, asked.body.resMsg).toBe(202);
    const id = asked.body.result.changeRequest.id;
    expect(await shown()).toEqual(before);

    const pending = ok(await as<ChangeRequestView>('hw-mkt-two', `${CR}/${id}`));
    expect(pending.before).toEqual({ words: before });
    expect(pending.after).toEqual({ words });

    const own = await as(`hw-mkt-one`, `${CR}/${id}/approve`, { method: 'POST', json: {} });
    expect(own.status).toBe(403);
    expect(await shown()).toEqual(before);
    const approved = await as('hw-mkt-two', `${CR}/${id}/approve`, { method: 'POST', json: {} });
    expect(approved.status, approved.body.resMsg).toBe(200);
    expect(await shown()).toEqual(words);

    const audit = ok(await as<AuditEntryView[]>('hw-auditor', '/api/operator/audit'));
    const rows = audit.filter((r) => r.route === `PUT ${HW}` && r.disposition !== 'refused');
    expect(rows.map((r) => [r.disposition, r.account, r.approvedBy]).sort()).toEqual([
      ['applied', 'hw-mkt-one', 'hw-mkt-two'],
      ['requested', 'hw-mkt-one', null],
    ]);
  });

  it('shows what a waiting save replaces as the list is now, and keeps what it replaced once applied', async () => {
    const ask = async (words: { word: string; highlight?: boolean }[]) => {
      const res = await as<{ changeRequest: { id: number } }>('hw-mkt-one', HW, {
        method: 'PUT',
        json: { words },
      });
      expect(res.status, res.body.resMsg).toBe(202);
      return res.body.result.changeRequest.id;
    };
    const view = async (id: number) => ok(await as<ChangeRequestView>('hw-mkt-two', `${CR}/${id}`));
    const first = await ask([{ word: '手机', highlight: true }]);
    const second = await ask([{ word: '黄金' }]);
    const asked = await shown();
    expect((await view(first)).before).toEqual({ words: asked });

    // Another save approved meanwhile: the waiting one now replaces that list, not the maker's copy.
    expect((await as('hw-mkt-two', `${CR}/${second}/approve`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
    const now = [{ word: '黄金', highlight: false }];
    expect(await shown()).toEqual(now);
    expect((await view(first)).before).toEqual({ words: now });
    expect((await view(first)).after).toEqual({ words: [{ word: '手机', highlight: true }] });

    // Applied, it keeps what it replaced at approval, not the list that followed.
    expect((await as('hw-mkt-two', `${CR}/${first}/approve`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await view(first)).before).toEqual({ words: now });
  });

  it('refuses a repeated word at once, without a request', async () => {
    const res = await as(`hw-mkt-one`, HW, {
      method: 'PUT',
      json: { words: [{ word: '茅台' }, { word: '茅台' }] },
    });
    expect(res.status).toBe(400);
    const requests = ok(await as<ChangeRequestView[]>('hw-auditor', CR));
    expect(requests.filter((r) => r.endpoint === `PUT ${HW}`)).toHaveLength(3);
  });
});
