import { type NoticeUpsert, noticeStateAt, type OperatorNotice } from '../../schemas/api/notice-operator';
import type { AppDeps } from '../config';
import { allNotices, upsertNotice } from '../repos/notice-admin';

/** Every notice with its state on the server's clock, so the console never calls an ended one live. */
export async function operatorNotices(deps: AppDeps): Promise<{ list: OperatorNotice[] }> {
  const now = deps.config.clock();
  const list = await allNotices(deps.db);
  return { list: list.map((n) => ({ ...n, state: noticeStateAt(n, now) })) };
}

/** Saves a notice; null when its window ends before it starts. */
export async function saveNotice(deps: AppDeps, notice: NoticeUpsert): Promise<OperatorNotice | null> {
  if (notice.endAt !== null && notice.endAt <= notice.startAt) return null;
  const now = deps.config.clock();
  const saved = await upsertNotice(deps.db, notice, now);
  return saved && { ...saved, state: noticeStateAt(saved, now) };
}
