import { fetchMyTradeIns } from '../../api/specialPurchase';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { ActionSheet } from '../../ui/ActionSheet';
import { useHistorySheet } from '../../ui/useHistorySheet';
import confirm from '../order/ConfirmPage.module.css';
import { specialMessages } from './messages';
import styles from './Special.module.css';

/**
 * The order confirmation's trade-in row: the shopper's held, unused estimates to take off the
 * order. Shown only when there is one; the server judges whether the goods take a trade-in and what it
 * takes off (recalculate-amount answers tradeInCents), and create-order uses the estimate once.
 */
export function TradeInRow({
  chosen,
  tradeInCents,
  onChoose,
}: {
  chosen: string | null;
  tradeInCents: number;
  onChoose: (estimateNo: string | null) => void;
}) {
  const t = useMessages(specialMessages);
  const sheet = useHistorySheet('sheet', 'trade-in');
  const { state } = useScreenData(fetchMyTradeIns, { key: 'confirm-trade-ins', part: true });
  if (state.status !== 'ready') return null;
  const now = Date.now();
  const usable = state.data.estimates.filter((e) => e.usedOrderNo === null && e.expiresAt > now);
  if (usable.length === 0) return null;
  const actions = [
    ...usable.map((e) => ({
      name: `${e.modelName} · ${t[`condition.${e.condition}`]}`,
      subname: `${t.value} ${formatMoney(e.valueCents)}`,
      estimateNo: e.estimateNo as string | null,
    })),
    { name: t.tradeInNone, estimateNo: null },
  ];
  return (
    <>
      <button type="button" className={confirm.row} onClick={sheet.show} data-testid="trade-in-row">
        <span>{t.tradeInRow}</span>
        <span className={`${confirm.rowValue} ${styles.rowGo}`}>
          {chosen !== null && tradeInCents > 0
            ? `-${formatMoney(tradeInCents)}`
            : t.tradeInChoose(usable.length)}
        </span>
      </button>
      <ActionSheet
        sheet={sheet}
        title={t.tradeInRow}
        actions={actions}
        onSelect={(a) => onChoose(a.estimateNo)}
      />
    </>
  );
}
