import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/errors';
import { addRemind, fetchRemindFlag, type RemindType } from '../../api/favor';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { productMessages } from './messages';
import styles from './ProductPage.module.css';

/** Sold out: arrival reminder. Not started: sale reminder (add-remind; get-remind-flag says if set). */
export function ReminderButton({ skuNo, type }: { skuNo: string; type: RemindType }) {
  const t = useMessages(productMessages);
  const [busy, setBusy] = useState(false);
  // Signed out there is nothing to ask; a sign-on completing asks again (session epoch).
  const flag = useScreenData(async () => (getUserCode() ? (await fetchRemindFlag(skuNo))[type] : false), {
    key: `${skuNo}|${type}`,
    part: true,
  });
  /** The shopper's own reminder wins over the first answer. */
  const [done, setSet] = useState<boolean | null>(null);
  const set = done ?? (flag.state.status === 'ready' ? flag.state.data : false);

  const remind = async () => {
    setBusy(true);
    try {
      const flags = await addRemind(skuNo, type);
      setSet(flags[type]);
      toast(type === 'arrival' ? t.arrivalDone : t.saleDone, 2000);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={styles.primary} disabled={set || busy} onClick={() => void remind()}>
      {set ? t.reminderSet : type === 'arrival' ? t.arrivalAsk : t.saleAsk}
    </button>
  );
}
