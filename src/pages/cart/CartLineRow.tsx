import { Link } from 'react-router-dom';
import type { InstalmentStage, StageOption } from '../../../schemas/api/amounts';
import type { CartLine } from '../../../schemas/api/cart-v2';
import { productPath } from '../../../schemas/booth/product-path';
import { commonMessages } from '../../../schemas/i18n/common';
import { formatMoney } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { uiMessages } from '../../ui/messages';
import { Price } from '../../ui/Price';
import { Stepper } from '../../ui/Stepper';
import { toast } from '../../ui/toast';
import styles from './CartPage.module.css';
import { cartMessages } from './messages';

export interface CartLineRowProps {
  line: CartLine;
  stageOptions?: readonly StageOption[];
  onSelect: (line: CartLine) => void;
  onQuantity: (lineId: number, quantity: number) => void;
  onStage: (lineId: number, stage: InstalmentStage | null) => void;
  onDelete: (line: CartLine) => void;
  onFavor: (line: CartLine) => void;
}

export function CartLineRow({
  line,
  stageOptions,
  onSelect,
  onQuantity,
  onStage,
  onDelete,
  onFavor,
}: CartLineRowProps) {
  const t = useMessages(cartMessages);
  const common = useMessages(commonMessages);
  const ui = useMessages(uiMessages);
  // The server's limit for this line now: min(stock, purchase limit).
  const max = Math.max(1, line.maxQuantity);
  const linePath = productPath(line);
  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.lineId}>
      <label className={styles.check}>
        <input type="checkbox" checked={line.selected} onChange={() => onSelect(line)} />
        <span className={styles.visuallyHidden}>{t.selectLine(line.name)}</span>
      </label>
      <Link to={linePath} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
        <img className={styles.thumb} src={line.imageUrl} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className={styles.lineBody}>
        <Link to={linePath} className={styles.lineName}>
          {line.name}
        </Link>
        <p className={styles.lineSpec}>{line.specName}</p>
        {line.priceLabel === 2 && stageOptions && stageOptions.length > 0 && (
          <label className={styles.stage}>
            <span>{t.instalments}</span>
            <select
              value={line.stage ?? ''}
              onChange={(e) =>
                onStage(
                  line.lineId,
                  e.target.value === '' ? null : (Number(e.target.value) as InstalmentStage),
                )
              }
            >
              <option value="">{t.payInFull}</option>
              {stageOptions.map((o) => (
                <option key={o.stage} value={o.stage}>
                  {t.stageOption(o.stage, formatMoney(o.perStageCents))}
                  {o.feeCents > 0 ? t.stageFee(formatMoney(o.feeCents)) : t.interestFree}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={styles.lineFoot}>
          <Price cents={line.priceCents} />
          <Stepper
            label={line.name}
            value={line.quantity}
            min={0}
            max={max}
            // − at 1 means 'remove this': ask through the delete confirmation instead of writing 0.
            beforeChange={(next) => {
              if (next > 0) return true;
              onDelete(line);
              return false;
            }}
            onOverLimit={(kind) => {
              if (kind === 'plus') toast(ui.atMost(max), 2000);
            }}
            onChange={(q) => onQuantity(line.lineId, q)}
          />
        </div>
        <div className={styles.lineActions}>
          <button type="button" className={styles.textButton} onClick={() => onFavor(line)}>
            {t.moveToFavourites}
          </button>
          <button type="button" className={styles.textButton} onClick={() => onDelete(line)}>
            {common.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
