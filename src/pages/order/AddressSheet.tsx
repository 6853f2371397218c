import { useEffect, useState } from 'react';
import type { Address, AddressFields } from '../../../schemas/api/address';
import { fetchAddresses } from '../../api/address';
import { errorMessage } from '../../api/errors';
import { Popup } from '../../ui/Popup';
import { AddressForm } from './AddressForm';
import styles from './ConfirmPage.module.css';
import { inBankApp, useBankAddress } from './useBankAddress';

export const addressLine = (a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>) =>
  `${a.province} ${a.city} ${a.district} ${a.detail}`;

export interface AddressSheetProps {
  open: boolean;
  onClose: () => void;
  chosenId: number | null;
  onChoose: (address: Address) => void;
}

/** Choose a delivery address from the list, or add a new one. */
export function AddressSheet({ open, onClose, chosenId, onChoose }: AddressSheetProps) {
  const [list, setList] = useState<Address[] | null>(null);
  const [error, setError] = useState('');
  const [adding, setAdding] = useState(false);
  const [attempt, setAttempt] = useState(0);
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
      {bank.busy ? 'Asking your bank app…' : 'Use my bank address'}
    </button>
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger for a retry.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setError('');
    fetchAddresses().then(
      (addresses) => {
        if (!current) return;
        setList(addresses);
        // No address yet: the form is the only useful thing to show.
        if (addresses.length === 0) setAdding(true);
      },
      (e: unknown) => {
        if (current) setError(errorMessage(e));
      },
    );
    return () => {
      current = false;
    };
  }, [open, attempt]);

  return (
    <Popup open={open} onClose={onClose} title={adding ? 'New address' : 'Delivery address'}>
      <div className={styles.sheetBody} data-testid="address-sheet">
        {adding ? (
          <>
            {!prefill && bankAction}
            {prefill && <p className={styles.muted}>From your bank app: check the details, then save.</p>}
            <AddressForm
              key={prefill?.n ?? 0}
              initial={prefill?.fields}
              onSaved={(address) => {
                setAdding(false);
                setPrefill(null);
                setList((l) => [address, ...(l ?? [])]);
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
                <button type="button" className={styles.link} onClick={() => setAttempt((n) => n + 1)}>
                  Retry
                </button>
              </p>
            )}
            {list === null && !error && <p className={styles.muted}>Loading addresses…</p>}
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
                      {a.isDefault && <span className={styles.badge}>Default</span>}
                    </span>
                    <span className={styles.muted}>{addressLine(a)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
              Add a new address
            </button>
            {bankAction}
          </>
        )}
      </div>
    </Popup>
  );
}
