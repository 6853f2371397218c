import { useState } from 'react';
import type { AfterSaleDetail } from '../../../schemas/api/after-sales';
import { confirmReturnLogistics } from '../../api/afterSale';
import { useMessages } from '../../i18n/messages';
import { useAction } from '../../screen/useAction';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast';
import styles from './AfterSale.module.css';
import { afterSaleMessages } from './messages';

/** Same bound as the server's code(40): letters, digits and dashes. */
const TRACKING_NO = /^[A-Za-z0-9_-]{4,40}$/;

/** The parcel sent back for an approved return: courier and tracking number. */
export function ReturnParcelForm({
  rmaNo,
  onShipped,
}: {
  rmaNo: string;
  onShipped: (next: AfterSaleDetail) => void;
}) {
  const t = useMessages(afterSaleMessages);
  const [courier, setCourier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; trackingNo?: string }>({});
  const shipping = useAction(
    (_code: string, by: string, no: string) => confirmReturnLogistics(rmaNo, by, no),
    {
      onDone: (shipped) => {
        toast(t.shipped);
        onShipped(shipped);
      },
    },
  );
  const busy = shipping.busy;

  const submit = async () => {
    const next = {
      ...(courier.trim() ? {} : { courier: t.courierRequired }),
      ...(TRACKING_NO.test(trackingNo.trim()) ? {} : { trackingNo: t.trackingRequired }),
    };
    setErrors(next);
    if (next.courier || next.trackingNo) return;
    await shipping.run(courier.trim(), trackingNo.trim());
  };

  return (
    <form
      className={styles.card}
      aria-label={t.shipBack}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t.courier}
        value={courier}
        onChange={setCourier}
        placeholder={t.courierPlaceholder}
        maxLength={30}
        error={errors.courier}
        required
      />
      <Field
        label={t.trackingNo}
        value={trackingNo}
        onChange={setTrackingNo}
        placeholder={t.trackingPlaceholder}
        maxLength={40}
        autoCapitalize="characters"
        error={errors.trackingNo}
        required
      />
      <div className={styles.actions}>
        <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={busy}>
          {t.shipBack}
        </button>
      </div>
    </form>
  );
}
