import type { OrderStatus } from '../../schemas/api/order-status';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { replyTopic } from '../domain/service-desk';
import { orderStatusMessages } from '../i18n/refusals';
import { serviceDeskMessages } from '../i18n/service-desk';
import type { JobSpec } from '../jobs/runner';
import {
  claimAnswer,
  type DueMessage,
  dueMessages,
  findThread,
  insertImMessage,
  nextSeq,
  ownOrderForIm,
} from '../repos/im';

/**
 * The simulated customer-service agent, a party outside the mall like the cashier and the
 * store: it answers every customer message once, IM_AGENT_DELAY_MS after it was sent, with a canned reply
 * chosen by the message's keywords, in the language the customer wrote in. Its state is the messages'
 * answer_due_at / answered_at; its timer runs beside the other sweeps, and reads answer what is due too,
 * so nothing depends on the timer firing (several processes, a restart).
 */

const BATCH = 50;

async function replyTo(tx: Queryable, m: DueMessage): Promise<string> {
  const words = serviceDeskMessages[m.lang];
  const topic = replyTopic(m.body);
  if (topic === 'logistics' && m.subject_kind === 'order') {
    const order = await ownOrderForIm(tx, m.customer_id, m.subject_no);
    if (order) {
      const status = orderStatusMessages[m.lang][order.status as OrderStatus] ?? order.status;
      return words.logisticsOrder(m.subject_no, status);
    }
  }
  return words[topic];
}

/** Answers every due customer message (of one customer, or everyone's); returns how many it answered. */
export async function answerDue(deps: AppDeps, only: { customerId?: number } = {}): Promise<number> {
  const now = deps.config.clock();
  let answered = 0;
  for (const m of await dueMessages(deps.db, now, only.customerId ?? null, BATCH)) {
    const done = await deps.db.transaction(async (tx) => {
      // The thread first (the lock order of a send), then the claim: one answer per message, whoever
      // gets there first (the timer, a read, another process).
      if (!(await findThread(tx, m.customer_id, m.thread_id, { forUpdate: true }))) return false;
      if (!(await claimAnswer(tx, m.thread_id, m.seq, now))) return false;
      const body = await replyTo(tx, m);
      await insertImMessage(tx, {
        threadId: m.thread_id,
        seq: await nextSeq(tx, m.thread_id, now),
        sender: 'agent',
        body,
        clientMsgId: null,
        lang: m.lang,
        answerDueAt: null,
        now,
      });
      return true;
    });
    if (done) answered += 1;
  }
  return answered;
}

/**
 * The agent's job: often enough that an answer comes about IM_AGENT_DELAY_MS after the question (at most a
 * second late); off with the other sweeps (ORDER_SWEEP_INTERVAL_MS 0, tests driving the clock).
 */
export function serviceDeskJob(deps: AppDeps): JobSpec | null {
  if (deps.config.shopping.sweepIntervalMs <= 0) return null;
  return {
    name: 'service-desk',
    everyMs: Math.max(250, Math.min(1000, deps.config.shopping.imAgentDelayMs)),
    run: () => answerDue(deps).then(() => undefined),
  };
}
