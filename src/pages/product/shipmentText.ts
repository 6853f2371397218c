import type { ShipmentDetail } from '../../../schemas/api/shipment';
import { formatDate } from '../../i18n/format';
import { messagesOf } from '../../i18n/messages';
import { productMessages } from './messages';

/** '2025-06-03' as a date in the visit's language: the server already chose the calendar day (China time). */
function day(iso: string): string {
  // Noon Beijing time stays on the same calendar day whatever the formatter's offset.
  return formatDate(Date.parse(`${iso}T12:00:00+08:00`));
}

/** 'Arrives …' for the shipping row and its sheet. */
export function estimateText(d: ShipmentDetail): string {
  const t = messagesOf(productMessages);
  const { from, to } = d.estimatedDelivery;
  return from === to ? t.arrives(day(from)) : t.arrivesBetween(day(from), day(to));
}
