import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { codeWordFrom } from '../domain/qualification-code-word';
import { findCodeWord, insertCodeWord } from '../repos/qualification';

/**
 * The entrant's code word, made on first need: CSPRNG bytes into the readable alphabet; a collision with
 * another entrant's word (unique index) or a parallel first call simply draws or reads again.
 */
export async function ensureCodeWord(db: Db, activityNo: string, customerId: number, now: number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const have = await findCodeWord(db, activityNo, customerId);
    if (have) return have;
    const word = codeWordFrom(randomBytes(32));
    if (word === null) continue;
    await insertCodeWord(db, { activityNo, customerId, codeWord: word, now });
  }
  const have = await findCodeWord(db, activityNo, customerId);
  if (!have) throw new Error(`qualification ${activityNo}: no code word after 5 attempts`);
  return have;
}
