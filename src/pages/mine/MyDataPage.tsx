import type { MyData } from '../../../schemas/api/privacy';
import { downloadMyData, fetchMyData } from '../../api/privacy';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { saveFile } from '../../lib/saveFile';
import { ScreenStates } from '../../screen/ScreenStates';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { toast } from '../../ui/toast';
import styles from './PrivacyPages.module.css';
import { privacyMessages } from './privacyMessages';

function Held({ data }: { data: MyData }) {
  const t = useMessages(privacyMessages);
  const rows = [
    ['orders', t.orders, data.ordersCount],
    ['tracking', t.trackingEvents, data.trackingEventsCount],
    ['uploads', t.uploads, data.uploadsCount],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="my-data-held">
      <h2 id="my-data-held" className={styles.heading}>
        {t.held}
      </h2>
      <dl className={styles.details}>
        {rows.map(([key, label, n]) => (
          <div key={key} className={styles.row}>
            <dt>{label}</dt>
            <dd data-testid={`my-data-${key}`}>{t.count(String(n))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Details({ data }: { data: MyData }) {
  const t = useMessages(privacyMessages);
  const exporting = useAction(() => downloadMyData(), {
    toastMs: TOAST_MS,
    onDone: (file) => {
      saveFile(file.blob, file.fileName);
      toast(t.exported);
    },
  });
  const busy = exporting.busy;
  const exportFile = exporting.run;
  return (
    <div className={styles.page} data-testid="my-data-page">
      <section className={styles.card} aria-labelledby="my-data-profile">
        <h2 id="my-data-profile" className={styles.heading}>
          {t.profile}
        </h2>
        <dl className={styles.details}>
          <dt>{t.nickName}</dt>
          <dd>{data.profile.nickName}</dd>
          <dt>{t.mobile}</dt>
          <dd data-testid="my-data-mobile">{data.profile.mobile}</dd>
          <dt>{t.customerNo}</dt>
          <dd>{data.profile.customerNo}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="my-data-addresses">
        <h2 id="my-data-addresses" className={styles.heading}>
          {t.addresses}
        </h2>
        {data.addresses.length === 0 ? (
          <p className={styles.muted}>{t.noAddresses}</p>
        ) : (
          <ul className={styles.list} data-testid="my-data-addresses">
            {data.addresses.map((a) => (
              <li key={`${a.name}|${a.phone}|${a.region}|${a.detail}`}>
                <div>
                  {a.name} {a.phone}
                </div>
                <p className={styles.muted}>
                  {a.region} {a.detail}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Held data={data} />
      <section className={styles.card} aria-labelledby="my-data-consent">
        <h2 id="my-data-consent" className={styles.heading}>
          {t.consent}
        </h2>
        {data.consentHistory.length === 0 ? (
          <p className={styles.muted}>{t.noConsent}</p>
        ) : (
          <ul className={styles.list} data-testid="my-data-consent">
            {data.consentHistory.map((e) => (
              <li key={`${e.at}-${e.action}`}>
                {t.consentLine(
                  e.action === 'grant' ? t.grant : t.revoke,
                  e.licenseVersion,
                  formatDateTime(e.at),
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className={styles.muted}>{t.exportHint}</p>
      <button
        type="button"
        className={styles.primary}
        disabled={busy}
        onClick={() => void exportFile()}
        data-testid="my-data-export"
      >
        {t.export}
      </button>
    </div>
  );
}

/** 我的信息 (/mine/my-data): what the mall holds about the signed-in customer, and its export as a file. */
export default function MyDataPage() {
  const { state, reload } = useScreenData(fetchMyData, { key: 'my-data', reshow: true });
  return (
    <ScreenStates state={state} onRetry={reload}>
      {(data) => <Details data={data} />}
    </ScreenStates>
  );
}
