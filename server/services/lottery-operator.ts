import { randomBytes } from 'node:crypto';
import type { OperatorActivityInput } from '../../schemas/api/lottery-operator';
import type { AppDeps } from '../config';
import { drawWinners, seedCommitment } from '../domain/lottery-draw';
import { findCustomerByNo } from '../repos/customers';
import { findActivity, insertActivity, insertInvite, insertPrize, prizesOf } from '../repos/lottery';
import {
  allActivityNos,
  bringDrawForward,
  entrantCount,
  entriesForOperator,
  nextActivitySeq,
  prizeSkus,
  updateRules,
} from '../repos/lottery-operator';
import { loadSkuFacts } from '../repos/sku-facts';
import { activityView, prizeView } from './lottery';
import { drawData, drawOne } from './lottery-draw';

/** Why an operator's call was refused, for the route to answer 400/404/409. */
export type OperatorLotteryProblem =
  | { kind: 'not_found' }
  | { kind: 'exists' }
  | { kind: 'bad_input'; message: string }
  | { kind: 'not_drawable' };

async function operatorView(deps: AppDeps, activityNo: string) {
  const a = await findActivity(deps.db, activityNo);
  if (!a) return null;
  const skus = await prizeSkus(deps.db, activityNo);
  return {
    ...activityView(a, deps.config.clock()),
    rules: a.rules,
    prizes: (await prizesOf(deps.db, activityNo)).map((p) => ({
      ...prizeView(p),
      skuNo: skus.get(p.prize_no) ?? null,
    })),
    entrantCount: await entrantCount(deps.db, activityNo),
  };
}

export async function operatorActivities(deps: AppDeps) {
  const list = [];
  for (const no of await allActivityNos(deps.db)) {
    const v = await operatorView(deps, no);
    if (v) list.push(v);
  }
  return { list };
}

/**
 * Creates an activity: a fresh random seed whose hash is published from now on (the commitment), prizes
 * that are existing SKUs (the picture and the claim order's item), invitees by customer number.
 */
export async function createActivity(deps: AppDeps, input: OperatorActivityInput) {
  if (await findActivity(deps.db, input.activityNo)) return { problem: { kind: 'exists' } } as const;
  const facts = await loadSkuFacts(
    deps.db,
    input.prizes.map((p) => p.skuNo),
  );
  const unknown = input.prizes.filter((p) => !facts.has(p.skuNo)).map((p) => p.skuNo);
  if (unknown.length > 0)
    return { problem: { kind: 'bad_input', message: `unknown SKU ${unknown.join(', ')}` } } as const;
  const invitees: number[] = [];
  for (const no of input.invitees) {
    const c = await findCustomerByNo(deps.db, no);
    if (!c) return { problem: { kind: 'bad_input', message: `unknown customer ${no}` } } as const;
    invitees.push(c.id);
  }
  const seed = randomBytes(32).toString('hex');
  await deps.db.transaction(async (tx) => {
    await insertActivity(tx, {
      activityNo: input.activityNo,
      title: input.title,
      rules: input.rules,
      imageUrl: facts.get(input.prizes[0]?.skuNo ?? '')?.imageUrl ?? '',
      invitedOnly: input.invitedOnly,
      assistCap: input.assistCap,
      joinStartAt: input.joinStartAt,
      joinEndAt: input.joinEndAt,
      drawAt: input.drawAt,
      claimDeadline: input.claimDeadline,
      seed,
      seedHash: seedCommitment(seed),
      seq: await nextActivitySeq(tx),
    });
    for (const [rank, p] of input.prizes.entries())
      await insertPrize(tx, {
        prizeNo: `${input.activityNo}-P${rank + 1}`,
        activityNo: input.activityNo,
        rank,
        name: p.name,
        imageUrl: facts.get(p.skuNo)?.imageUrl ?? '',
        priceCents: p.priceCents,
        total: p.total,
        skuNo: p.skuNo,
      });
    for (const id of invitees) await insertInvite(tx, input.activityNo, id);
  });
  return { activity: await operatorView(deps, input.activityNo) };
}

export async function setRules(deps: AppDeps, activityNo: string, rules: string) {
  if (!(await deps.db.transaction((tx) => updateRules(tx, activityNo, rules)))) return null;
  return operatorView(deps, activityNo);
}

export async function operatorEntries(deps: AppDeps, activityNo: string) {
  if (!(await findActivity(deps.db, activityNo))) return null;
  const rows = await entriesForOperator(deps.db, activityNo);
  return {
    activityNo,
    list: rows.map((r) => ({
      customerNo: r.customer_no,
      nickName: r.nick_name,
      joinCode: r.join_code,
      codeCount: r.code_count,
      joinedAt: Number(r.joined_at),
      prizeNo: r.prize_no,
      claimState: r.claim_state,
    })),
  };
}

/**
 * Runs the draw now: closes joining and draws through the same once-only draw as the timer (a draw that
 * already happened is not repeated: drawn false).
 */
export async function drawNow(deps: AppDeps, activityNo: string) {
  const now = deps.config.clock();
  const a = await findActivity(deps.db, activityNo);
  if (!a) return { problem: { kind: 'not_found' } } as const;
  if (a.state === 'drawn') return { result: { activityNo, drawn: false } };
  if (!(await deps.db.transaction((tx) => bringDrawForward(tx, activityNo, now))))
    return { problem: { kind: 'not_drawable' } } as const;
  return { result: { activityNo, drawn: await drawOne(deps.db, activityNo, now) } };
}

/** Recomputes the draw from what is published (draw-data) only, as a shopper would. */
export async function verifyDraw(deps: AppDeps, activityNo: string) {
  const published = await drawData(deps, activityNo);
  if (!published.ok) return null;
  const d = published.value;
  if (d.seed === null || d.entries === null)
    return {
      activityNo,
      drawn: false,
      commitmentMatches: false,
      entryHashMatches: false,
      winnersMatch: false,
      verified: false,
    };
  const entries = d.entries.map((line) => {
    const [code = '', owner = ''] = line.split(' ');
    return { code, owner };
  });
  const { entryHash, wins } = drawWinners(d.seed, entries, d.prizes);
  const commitmentMatches = seedCommitment(d.seed) === d.seedCommitment;
  const entryHashMatches = entryHash === d.entryHash;
  const winnersMatch =
    JSON.stringify(wins.map((w) => ({ index: w.index, prizeNo: w.prizeNo, code: w.code }))) ===
    JSON.stringify(d.winners);
  return {
    activityNo,
    drawn: true,
    commitmentMatches,
    entryHashMatches,
    winnersMatch,
    verified: commitmentMatches && entryHashMatches && winnersMatch,
  };
}
