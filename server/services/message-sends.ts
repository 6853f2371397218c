import {
  messageTargetSchema,
  type OperatorMessageRequest,
  type OperatorMessageSend,
} from '../../schemas/api/message';
import type { AppDeps } from '../config';
import {
  insertMessageSend,
  type MessageSendRow,
  reachableCustomerIds,
  recentMessageSends,
} from '../repos/message-sends';
import { customerIdsByNo, insertSystemMessages } from '../repos/messages';

/** The console's list holds this many sends. */
const LIST_ROWS = 200;

/**
 * Operators send a system message to named customers or to every customer who may still be written to,
 * and the send is kept for the console's list — all in one transaction, so every one gets it or none. A
 * retry of the same request is answered from the idempotency store, not sent twice.
 */
export async function sendSystemMessage(
  deps: AppDeps,
  m: OperatorMessageRequest,
  sentBy: string,
): Promise<{ sent: number; unknown: string[] }> {
  const now = deps.config.clock();
  const named = [...new Set(m.customerNos ?? [])];
  return deps.db.transaction(async (tx) => {
    const known = m.audience === 'all' ? null : await customerIdsByNo(tx, named);
    const ids = known ? [...new Set(known.values())] : await reachableCustomerIds(tx);
    const unknown = known ? named.filter((no) => !known.has(no)) : [];
    const target = m.target ?? null;
    const sent = await insertSystemMessages(tx, {
      customerIds: ids,
      title: m.title,
      content: m.content,
      target,
      now,
    });
    await insertMessageSend(tx, {
      audience: m.audience,
      named: named.length,
      title: m.title,
      content: m.content,
      target,
      sent,
      unknown: unknown.length,
      sent_by: sentBy,
      sent_at: now,
    });
    return { sent, unknown };
  });
}

const sendView = (r: MessageSendRow): OperatorMessageSend => {
  const target = messageTargetSchema.safeParse(r.target);
  return {
    id: r.id,
    audience: r.audience,
    named: r.named,
    title: r.title,
    content: r.content,
    target: target.success ? target.data : null,
    sent: r.sent,
    unknown: r.unknown,
    sentBy: r.sent_by,
    sentAt: Number(r.sent_at),
  };
};

export async function messageSends(deps: AppDeps): Promise<{ list: OperatorMessageSend[] }> {
  return { list: (await recentMessageSends(deps.db, LIST_ROWS)).map(sendView) };
}
