import type { NoticeUpsert, OperatorNotice } from '../../schemas/api/notice-operator';
import type { AppDeps } from '../config';
import { allNotices, upsertNotice } from '../repos/notice-admin';

export const operatorNotices = async (deps: AppDeps) => ({ list: await allNotices(deps.db) });

/** Saves a notice; null when its window ends before it starts. */
export async function saveNotice(deps: AppDeps, notice: NoticeUpsert): Promise<OperatorNotice | null> {
  if (notice.endAt !== null && notice.endAt <= notice.startAt) return null;
  return upsertNotice(deps.db, notice, deps.config.clock());
}
