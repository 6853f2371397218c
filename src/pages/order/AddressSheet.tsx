import { useState } from 'react';
import type { Address, AddressFields } from '../../../schemas/api/address';
import { commonMessages } from '../../../schemas/i18n/common';
import { fetchAddresses } from '../../api/address';
import { useMessages } from '../../i18n/messages';
import { hasData } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';
import { Sheet } from '../../ui/Sheet';
import { Tag } from '../../ui/Tag';
import { AddressForm } from './AddressForm';
import styles from './ConfirmPage.module.css';
import { orderFormMessages } from './formMessages';
import { inBankApp, useBankAddress } from './useBankAddress';

export const addressLine = (a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${a.province} ${a.city} ${a.district} ${a.detail}`;

export interface AddressSheetProps {
  /** From the page's useHistorySheet, so Android back closes the sheet. */
  open: boolean;
  onClose: () => void;
  chosenId: number | null;
  onChoose: (address: Address) => void;
}

/** Choose a delivery address from the list, or add a new one. */
export function AddressSheet({ open, onClose, chosenId, onChoose }: AddressSheetProps) {
  const t = useMessages(orderFormMessages);
  const common = useMessages(commonMessages);
  const [adding, setAdding] = useState(false);
  // Read each time the sheet opens (a part of the confirm page, loaded the one way).
  const addresses = useScreenData(fetchAddresses, {
    key: 'addresses',
    enabled: open,
    part: true,
    // No address yet: the form is the only useful thing to show.
    onData: (found) => {
      if (found.length === 0) setAdding(true);
    },
  });
  const list = hasData(addresses.state) ? addresses.state.data : null;
  const error = addresses.state.status === 'error' ? addresses.state.message : '';
  // Fields from the bank app, and a counter so each hand-over starts the form afresh.
  const [prefill, setPrefill] = useState<{ fields: AddressFields; n: number } | null>(null);
  const bank = useBankAddress((fields) => {
    setPrefill((p) => ({ fields, n: (p?.n ?? 0) + 1 }));
    setAdding(true);
  });
  const bankAction = inBankApp() && (
    <button
      type="button"
      className={styles.secondary}
      disabled={bank.busy}
      onClick={() => void bank.fetchFields()}
      data-testid="bank-address"
    >
      {bank.busy ? t.askingBank : t.useBankAddress}
    </button>
  );

  return (
    <Sheet sheet={{ open, hide: onClose }} title={adding ? t.newAddress : t.chooseAddress}>
      <div className={styles.sheetBody} data-testid="address-sheet">
        {adding ? (
          <>
            {!prefill && bankAction}
            {prefill && <p className={styles.muted}>{t.fromBank}</p>}
            <AddressForm
              key={prefill?.n ?? 0}
              initial={prefill?.fields}
              onSaved={(address) => {
                setAdding(false);
                setPrefill(null);
                addresses.update((l) => [address, ...l]);
                onChoose(address);
              }}
              onCancel={() => {
                setAdding(false);
                setPrefill(null);
              }}
            />
          </>
        ) : (
          <>
            {error && (
              <p className={styles.fieldError} role="alert">
                {error}{' '}
                <button type="button" className={styles.link} onClick={addresses.reload}>
                  {common.retry}
                </button>
              </p>
            )}
            {addresses.state.status === 'loading' && <p className={styles.muted}>{t.loadingAddresses}</p>}
            <ul className={styles.choiceList}>
              {list?.map((a) => (
                <li key={a.addressId}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-pressed={a.addressId === chosenId}
                    onClick={() => onChoose(a)}
                  >
                    <span className={styles.choiceTitle}>
                      {a.name} {a.phone}
                      {a.isDefault && (
                        <Tag type="primary" plain>
                          {t.defaultTag}
                        </Tag>
                      )}
                    </span>
                    <span className={styles.muted}>{addressLine(a)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
              {t.addAddress}
            </button>
            {bankAction}
          </>
        )}
      </div>
    </Sheet>
  );
}
