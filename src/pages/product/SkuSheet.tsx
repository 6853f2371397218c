import type { Dispatch } from 'react';
import { useMessages } from '../../i18n/messages';
import { Popup } from '../../ui/Popup';
import { Price } from '../../ui/Price';
import { Stepper } from '../../ui/Stepper';
import { productMessages } from './messages';
import styles from './ProductPage.module.css';
import { StockLabel } from './StockLabel';
import {
  canBuyChosen,
  chosenSku,
  isSkuAvailable,
  maxQuantityOf,
  type PickerAction,
  type PickerState,
} from './skuPicker';

export type SheetIntent = 'cart' | 'buy' | 'choose';

export interface SkuSheetProps {
  open: boolean;
  onClose: () => void;
  picker: PickerState;
  dispatch: Dispatch<PickerAction>;
  intent: SheetIntent;
  busy: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** The SKU picker: one chip per spec, the quantity within stock and purchase limit, then the action. */
export function SkuSheet({
  open,
  onClose,
  picker,
  dispatch,
  intent,
  busy,
  onAddToCart,
  onBuyNow,
}: SkuSheetProps) {
  const sku = chosenSku(picker);
  const max = maxQuantityOf(picker);
  const buyable = canBuyChosen(picker) && !busy;
  const limit = picker.purchaseLimit[picker.skuNo];
  const t = useMessages(productMessages);
  return (
    <Popup open={open} onClose={onClose} title={t.chooseSpec}>
      <div className={styles.sheetBody} data-testid="sku-sheet">
        {sku && (
          <div className={styles.sheetHead}>
            {sku.imageUrl && (
              <img className={styles.sheetImage} src={sku.imageUrl} alt="" width={72} height={72} />
            )}
            <div>
              <Price cents={sku.salePriceCents} size="lg" />
              <p className={styles.sheetChosen}>{t.chosenSpec(sku.specName)}</p>
            </div>
          </div>
        )}
        <fieldset className={styles.specs}>
          <legend className={styles.sheetLabel}>{t.specification}</legend>
          {picker.skus.map((option) => {
            const available = isSkuAvailable(option, picker.stock[option.skuNo]);
            const chosen = option.skuNo === picker.skuNo;
            return (
              <button
                key={option.skuNo}
                type="button"
                className={`${styles.spec} ${chosen ? styles.specChosen : ''}`}
                aria-pressed={chosen}
                disabled={!available}
                onClick={() => dispatch({ type: 'choose', skuNo: option.skuNo })}
              >
                {option.specName}
                {!available && (
                  <span className={styles.specState}>
                    {' ('}
                    <StockLabel state={option.stockState} />
                    {')'}
                  </span>
                )}
              </button>
            );
          })}
        </fieldset>
        <div className={styles.quantityRow}>
          <span className={styles.sheetLabel}>{t.quantity}</span>
          <Stepper
            label={t.quantity}
            value={picker.quantity}
            max={Math.max(1, max)}
            disabled={!canBuyChosen(picker)}
            onChange={(quantity) => dispatch({ type: 'setQuantity', quantity })}
          />
        </div>
        {limit !== undefined && limit < 99 && <p className={styles.hint}>{t.atMost(limit)}</p>}
        <div className={styles.sheetActions}>
          {intent !== 'buy' && (
            <button type="button" className={styles.secondary} disabled={!buyable} onClick={onAddToCart}>
              {t.addToCart}
            </button>
          )}
          {intent !== 'cart' && (
            <button type="button" className={styles.primary} disabled={!buyable} onClick={onBuyNow}>
              {t.buyNow}
            </button>
          )}
        </div>
      </div>
    </Popup>
  );
}
