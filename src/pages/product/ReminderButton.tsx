import { useState } from 'react';
import { addRemind, fetchRemindFlag, type RemindType } from '../../api/favor';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { productMessages } from './messages';
import styles from './ProductPage.module.css';

/** Sold out: arrival reminder. Not started: sale reminder (add-remind; get-remind-flag says if set). */
export function ReminderButton({ skuNo, type }: { skuNo: string; type: RemindType }) {
  const t = useMessages(productMessages);
  // Signed out there is nothing to ask; a sign-on completing asks again (session epoch).
  const flag = useScreenData(async () => (getUserCode() ? (await fetchRemindFlag(skuNo))[type] : false), {
    key: `${skuNo}|${type}`,
    part: true,
  });
  /** The shopper's own reminder wins over the first answer. */
  const [done, setSet] = useState<boolean | null>(null);
  const set = done ?? (flag.state.status === 'ready' ? flag.state.data : false);

  const reminding = useAction(() => addRemind(skuNo, type), {
    toastMs: TOAST_MS,
    onDone: (flags) => {
      setSet(flags[type]);
      toast(type === 'arrival' ? t.arrivalDone : t.saleDone, 2000);
    },
  });
  const busy = reminding.busy;
  const remind = reminding.run;

  return (
    <button type="button" className={styles.primary} disabled={set || busy} onClick={() => void remind()}>
      {set ? t.reminderSet : type === 'arrival' ? t.arrivalAsk : t.saleAsk}
    </button>
  );
}
