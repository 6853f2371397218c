import type { AppDeps } from '../config';
import { codesOf, findEntry } from '../repos/lottery';
import { takeIn } from './lottery-entry';
import { settle } from './outcome';
import { loadQualification, qualificationRefused } from './qualification';
import { ensureCodeWord } from './qualification-words';

/**
 * Registers for a qualification draw through the code lottery's take-in (signed in, consent, once per
 * customer, invited-only refusing with 'scalper', inside the joining window), then gives the entrant
 * their code word.
 */
export async function qualificationTakeIn(deps: AppDeps, customerId: number, activityNo: string) {
  const now = deps.config.clock();
  const known = await settle(() => loadQualification(deps.db, activityNo, now));
  if (!known.ok) return known;
  const joined = await takeIn(deps, customerId, activityNo);
  if (!joined.ok) return joined;
  const codeWord = await ensureCodeWord(deps.db, activityNo, customerId, now);
  return { ok: true as const, value: { activityNo, code: joined.value.joinCode, codeWord } };
}

/** code-word: the caller's word for an activity they entered (made now if missing); never anyone else's. */
export async function codeWordOf(deps: AppDeps, customerId: number, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    await loadQualification(deps.db, activityNo, now);
    if (!(await findEntry(deps.db, activityNo, customerId))) qualificationRefused('not_entered');
    return { activityNo, codeWord: await ensureCodeWord(deps.db, activityNo, customerId, now) };
  });
}

/** my-code: the caller's lottery code(s) in the draw and their word. */
export async function qualificationMyCode(deps: AppDeps, customerId: number, activityNo: string) {
  const now = deps.config.clock();
  return settle(async () => {
    await loadQualification(deps.db, activityNo, now);
    const entered = await findEntry(deps.db, activityNo, customerId);
    const rows = await codesOf(deps.db, activityNo, customerId);
    return {
      activityNo,
      codeWord: entered ? await ensureCodeWord(deps.db, activityNo, customerId, now) : null,
      list: rows.map((r) => ({ code: r.code, createdAt: Number(r.created_at), won: r.won })),
    };
  });
}
