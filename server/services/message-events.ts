import type { MessageKind, MessageTarget } from '../../schemas/api/message';
import type { Queryable } from '../db/db';
import { messageCenterMessages } from '../i18n/message-center';
import { drawnEntrants, filledTeamOfOrder, insertEventMessage, storeNamesOf } from '../repos/messages';

/**
 * The message center's messages, written by the events that cause them, inside the event's own
 * transaction (so a message exists exactly when its event happened). Each event has a key per customer;
 * the same event met again (a retried sweep, a second timer) writes nothing.
 */

/** The templates of server/i18n/message-center.ts: '<name>.title' and '<name>.content'. */
export type MessageTemplate = 'shipped' | 'refunded' | 'teamFilled' | 'lotteryWon' | 'lotteryLost';

const zh = messageCenterMessages['zh-CN'];

/** A template's title and content in one language's words; unknown names answer null. */
export function wordTemplate(
  words: typeof zh,
  template: string,
  params: readonly string[],
): { title: string; content: string } | null {
  const [a = '', b = ''] = params;
  switch (template) {
    case 'shipped':
      return { title: words['shipped.title'], content: words['shipped.content'](a, b) };
    case 'refunded':
      return { title: words['refunded.title'], content: words['refunded.content'](a, b) };
    case 'teamFilled':
      return { title: words['teamFilled.title'], content: words['teamFilled.content'](a) };
    case 'lotteryWon':
      return { title: words['lotteryWon.title'], content: words['lotteryWon.content'](a, b) };
    case 'lotteryLost':
      return { title: words['lotteryLost.title'], content: words['lotteryLost.content'](a) };
    default:
      return null;
  }
}

async function write(
  tx: Queryable,
  m: {
    customerId: number;
    kind: MessageKind;
    eventKey: string;
    template: MessageTemplate;
    params: string[];
    target: MessageTarget | null;
    at: number;
  },
): Promise<void> {
  const words = wordTemplate(zh, m.template, m.params) ?? { title: '', content: '' };
  await insertEventMessage(tx, {
    customerId: m.customerId,
    kind: m.kind,
    eventKey: m.eventKey,
    template: m.template,
    params: m.params,
    title: words.title,
    content: words.content,
    target: m.target,
    createdAt: m.at,
  });
}

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** Orders that just shipped (logistics): one message each, dated when they shipped. */
export async function notifyShipped(
  tx: Queryable,
  shipped: readonly { orderNo: string; customerId: number; shippedAt: number }[],
): Promise<void> {
  if (shipped.length === 0) return;
  const stores = await storeNamesOf(
    tx,
    shipped.map((s) => s.orderNo),
  );
  for (const s of shipped) {
    await write(tx, {
      customerId: s.customerId,
      kind: 'logistics',
      eventKey: `shipped:${s.orderNo}`,
      template: 'shipped',
      params: [s.orderNo, stores.get(s.orderNo) ?? ''],
      target: { type: 'order', orderNo: s.orderNo },
      at: s.shippedAt,
    });
  }
}

/**
 * A refund completed (order): an after-sales application's (rmaNo, opens the application) or a paid
 * order's cancellation with its refund (opens the order).
 */
export async function notifyRefunded(
  tx: Queryable,
  r: { customerId: number; orderNo: string; rmaNo?: string; amountCents: number; at: number },
): Promise<void> {
  await write(tx, {
    customerId: r.customerId,
    kind: 'order',
    eventKey: r.rmaNo ? `refund:${r.rmaNo}` : `refund:${r.orderNo}`,
    template: 'refunded',
    params: [r.orderNo, yuan(r.amountCents)],
    target: r.rmaNo ? { type: 'afterSale', rmaNo: r.rmaNo } : { type: 'order', orderNo: r.orderNo },
    at: r.at,
  });
}

/** The payment of this order may have filled its team (activity): every paying member hears of it. */
export async function notifyTeamFilled(tx: Queryable, orderNo: string): Promise<void> {
  const team = await filledTeamOfOrder(tx, orderNo);
  if (!team) return;
  for (const customerId of team.customerIds) {
    await write(tx, {
      customerId,
      kind: 'activity',
      eventKey: `team:${team.teamId}`,
      template: 'teamFilled',
      params: [team.title],
      target: { type: 'groupBuy', teamId: team.teamId },
      at: team.endedAt,
    });
  }
}

/** A lottery was drawn (activity): every entrant hears whether they won. */
export async function notifyDrawn(tx: Queryable, activityNo: string, at: number): Promise<void> {
  for (const e of await drawnEntrants(tx, activityNo)) {
    await write(tx, {
      customerId: e.customer_id,
      kind: 'activity',
      eventKey: `lottery:${activityNo}`,
      template: e.prize === null ? 'lotteryLost' : 'lotteryWon',
      params: e.prize === null ? [e.title] : [e.title, e.prize],
      // A qualification draw's entrants read their result on the launch pages, not the lottery's.
      target: { type: e.qualify ? 'qualify' : 'lottery', activityNo },
      at,
    });
  }
}
