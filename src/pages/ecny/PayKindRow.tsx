import type { OrderDetail } from '../../../schemas/api/order';
import { useMessages } from '../../i18n/messages';
import { ecnyMessages } from './messages';

/** The order detail's "支付方式" row (inside its <dl>): e-CNY orders say so, paid or still to pay. */
export function PayKindRow({ order }: { order: Pick<OrderDetail, 'payKind' | 'paidAt'> }) {
  const t = useMessages(ecnyMessages);
  const paid = order.paidAt !== null;
  if (order.payKind !== '1' && !paid) return null;
  const text = order.payKind === '1' ? (paid ? t.paidWithEcny : t.payWithEcny) : t.paidOnline;
  return (
    <>
      <dt>{t.payKind}</dt>
      <dd data-testid="pay-kind-row">{text}</dd>
    </>
  );
}
