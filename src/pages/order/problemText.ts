import { messagesOf } from '../../i18n/messages';
import { orderMessages } from './messages';

const PROBLEMS = [
  'soldOut',
  'overStock',
  'overLimit',
  'offShelf',
  'notStarted',
  'storeClosed',
  'stale',
] as const;
type Problem = (typeof PROBLEMS)[number];

const isProblem = (reason: string): reason is Problem => (PROBLEMS as readonly string[]).includes(reason);

/** Why an item cannot be bought, named: '{name} 已售罄'. Used by checkout (cart) and order submission. */
export function problemText(name: string, reason: string): string {
  const t = messagesOf(orderMessages);
  return isProblem(reason) ? t[`problem.${reason}`](name) : t['problem.unknown'](name);
}
