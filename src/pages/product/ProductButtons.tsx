import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/errors';
import { addFavor, checkFavor, delFavor } from '../../api/favor';
import { shareToWeChat } from '../../bridge/share';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { reportBridgeOutcome } from '../../ui/upgradePrompt';
import { productMessages } from './messages';
import styles from './ProductPage.module.css';

/** Favourite toggle: check-is-favor-v2 on arrival (when logged in), add-favor / del-favor on tap. */
export function FavoriteButton({ skuNo }: { skuNo: string }) {
  const t = useMessages(productMessages);
  const [busy, setBusy] = useState(false);
  // Signed out there is nothing to ask; a sign-on completing asks again (session epoch).
  const flag = useScreenData(
    async () => (getUserCode() ? (await checkFavor([skuNo]))[skuNo] === true : false),
    { key: skuNo, part: true },
  );
  /** The shopper's own toggle wins over the first answer. */
  const [toggled, setFavor] = useState<boolean | null>(null);
  const favor = toggled ?? (flag.state.status === 'ready' ? flag.state.data : false);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = favor ? await delFavor(skuNo) : await addFavor(skuNo);
      setFavor(next.favor);
      toast(next.favor ? t.addedToFavourites : t.removedFromFavourites);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.iconAction}
      aria-pressed={favor}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">{favor ? '♥' : '♡'}</span> {favor ? t.favourited : t.favourite}
    </button>
  );
}

/** Share to a WeChat chat through the app; a browser copies the link instead (then says so). */
export function ShareButton({
  title,
  imageUrl,
  content,
}: {
  title: string;
  imageUrl: string;
  content: string;
}) {
  const t = useMessages(productMessages);
  const share = async () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('sku');
    const picurl = new URL(imageUrl, window.location.href).toString();
    const outcome = await shareToWeChat({ scene: 'session', url: url.toString(), picurl, title, content });
    if (!(await reportBridgeOutcome(outcome))) return;
    if (outcome.ok && outcome.value === 'link-copied') toast(t.linkCopied);
  };
  return (
    <button type="button" className={styles.iconAction} onClick={() => void share()}>
      <span aria-hidden="true">↗</span> {t.share}
    </button>
  );
}
