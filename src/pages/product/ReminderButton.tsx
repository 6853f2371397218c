import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../api/errors';
import { addRemind, fetchRemindFlag, type RemindType } from '../../api/favor';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import styles from './ProductPage.module.css';

const TEXT: Record<RemindType, { ask: string; set: string; done: string }> = {
  arrival: { ask: 'Arrival reminder', set: 'Reminder set', done: 'We will tell you when it is back' },
  sale: { ask: 'Remind me when on sale', set: 'Reminder set', done: 'We will tell you when the sale starts' },
};

/** Sold out: arrival reminder. Not started: sale reminder (add-remind; get-remind-flag says if set). */
export function ReminderButton({ skuNo, type }: { skuNo: string; type: RemindType }) {
  const [set, setSet] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!getUserCode()) return;
    let current = true;
    fetchRemindFlag(skuNo).then(
      (flags) => {
        if (current) setSet(flags[type]);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [skuNo, type]);

  const remind = async () => {
    setBusy(true);
    try {
      const flags = await addRemind(skuNo, type);
      setSet(flags[type]);
      toast(TEXT[type].done, 2000);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={styles.primary} disabled={set || busy} onClick={() => void remind()}>
      {set ? TEXT[type].set : TEXT[type].ask}
    </button>
  );
}
