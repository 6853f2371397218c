import type { ImMessage, ImQueryResult, ImSubject, ImThread } from '../../schemas/api/im';
import { newSecret } from '../auth/secrets';
import type { AppDeps } from '../config';
import { replyLang } from '../domain/service-desk';
import { currentLang } from '../i18n/request-lang';
import {
  agentPending,
  findByClientMsgId,
  findThread,
  type ImMessageRow,
  insertImMessage,
  markThreadRead,
  messagesAfter,
  nextSeq,
  openThread,
  ownOrderForIm,
  storeNameForIm,
  type ThreadRow,
  threadsOf,
  unreadOf,
} from '../repos/im';
import { refuse, settle } from './outcome';
import { answerDue } from './service-desk';

/**
 * Instant messages with customer service: threads per own order or store, history kept,
 * the customer's messages answered by the simulated agent (service-desk.ts). A thread is reached only by
 * its customer; another's answers thread_not_found, as an unknown one does.
 */

/** The newest messages a query answers at most. */
const HISTORY_LIMIT = 200;
const THREAD_LIMIT = 100;

const toMessage = (m: ImMessageRow): ImMessage => ({
  seq: m.seq,
  sender: m.sender,
  text: m.body,
  createdAt: Number(m.created_at),
  clientMsgId: m.client_msg_id,
});

const toThread = (t: ThreadRow, unread: number, last: ImMessageRow | null): ImThread => ({
  threadId: t.thread_id,
  subject: t.subject_kind,
  subjectNo: t.subject_no,
  title: t.title,
  unread,
  lastMessage: last ? toMessage(last) : null,
  updatedAt: Number(t.updated_at),
});

const threadMissing = () => refuse({ refusal: 'im_refused', reason: 'thread_not_found' });

/** The customer's threads, latest activity first, each with its unread answers. */
export async function imThreads(deps: AppDeps, customerId: number): Promise<{ list: ImThread[] }> {
  await answerDue(deps, { customerId });
  const rows = await threadsOf(deps.db, customerId, THREAD_LIMIT);
  const unread = await unreadOf(
    deps.db,
    rows.map((r) => r.thread_id),
  );
  return { list: rows.map((r) => toThread(r, unread.get(r.thread_id) ?? 0, r.last)) };
}

/** The thread about one of the customer's orders or one store; made on first use. */
export function openImThread(deps: AppDeps, customerId: number, subject: ImSubject, subjectNo: string) {
  return settle(async (): Promise<ImThread> => {
    let title: string;
    if (subject === 'order') {
      const order = await ownOrderForIm(deps.db, customerId, subjectNo);
      if (!order) refuse({ refusal: 'im_refused', reason: 'order_not_found' });
      title = order.store_name ?? '';
    } else {
      title =
        (await storeNameForIm(deps.db, subjectNo)) ??
        refuse({ refusal: 'im_refused', reason: 'store_not_found' });
    }
    const now = deps.config.clock();
    const row = await deps.db.transaction((tx) =>
      openThread(tx, { threadId: `IM${newSecret(12)}`, customerId, subject, subjectNo, title, now }),
    );
    const unread = await unreadOf(deps.db, [row.thread_id]);
    const [last] = await messagesAfter(deps.db, row.thread_id, 0, 1);
    return toThread(row, unread.get(row.thread_id) ?? 0, last ?? null);
  });
}

/** The spec's query: the thread and its messages after afterSeq; markRead marks them seen. */
export function queryImThread(
  deps: AppDeps,
  customerId: number,
  q: { threadId: string; afterSeq: number; markRead: boolean },
) {
  return settle(async (): Promise<ImQueryResult> => {
    if (!(await findThread(deps.db, customerId, q.threadId))) threadMissing();
    // What the agent owes by now is answered before the read, timer or not.
    await answerDue(deps, { customerId });
    const thread = (await findThread(deps.db, customerId, q.threadId)) ?? threadMissing();
    const rows = await messagesAfter(deps.db, q.threadId, q.afterSeq, HISTORY_LIMIT);
    const newest = rows.at(-1)?.seq ?? 0;
    if (q.markRead && newest > thread.read_seq) await markThreadRead(deps.db, q.threadId, newest);
    const unread = q.markRead ? new Map<string, number>() : await unreadOf(deps.db, [q.threadId]);
    const [last] = await messagesAfter(deps.db, q.threadId, 0, 1);
    return {
      thread: toThread(thread, unread.get(q.threadId) ?? 0, last ?? null),
      messages: rows.map(toMessage),
      agentPending: await agentPending(deps.db, q.threadId),
    };
  });
}

/**
 * One customer message. The thread row is locked, so messages are numbered in order and a retry with the
 * same clientMsgId (after a lost answer) finds the first one instead of sending it twice.
 */
export function sendImMessage(
  deps: AppDeps,
  customerId: number,
  m: { threadId: string; clientMsgId: string; text: string },
) {
  return settle(async () => {
    const now = deps.config.clock();
    const lang = replyLang(m.text, currentLang());
    const row = await deps.db.transaction(async (tx) => {
      if (!(await findThread(tx, customerId, m.threadId, { forUpdate: true }))) threadMissing();
      const again = await findByClientMsgId(tx, m.threadId, m.clientMsgId);
      if (again) return again;
      const seq = await nextSeq(tx, m.threadId, now);
      // The customer has seen everything up to their own message.
      await markThreadRead(tx, m.threadId, seq);
      return insertImMessage(tx, {
        threadId: m.threadId,
        seq,
        sender: 'customer',
        body: m.text,
        clientMsgId: m.clientMsgId,
        lang,
        answerDueAt: now + deps.config.shopping.imAgentDelayMs,
        now,
      });
    });
    return { message: toMessage(row) };
  });
}
