import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../api/errors';
import { addFavor, checkFavor, delFavor } from '../../api/favor';
import { shareToWeChat } from '../../bridge/native';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { reportBridgeOutcome } from '../../ui/upgradePrompt';
import styles from './ProductPage.module.css';

/** Favourite toggle: check-is-favor-v2 on arrival (when logged in), add-favor / del-favor on tap. */
export function FavoriteButton({ skuNo }: { skuNo: string }) {
  const [favor, setFavor] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!getUserCode()) return;
    let current = true;
    checkFavor([skuNo]).then(
      (flags) => {
        if (current) setFavor(flags[skuNo] === true);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [skuNo]);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = favor ? await delFavor(skuNo) : await addFavor(skuNo);
      setFavor(next.favor);
      toast(next.favor ? 'Added to favourites' : 'Removed from favourites');
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
      <span aria-hidden="true">{favor ? '♥' : '♡'}</span> {favor ? 'Favourited' : 'Favourite'}
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
  const share = async () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('sku');
    const picurl = new URL(imageUrl, window.location.href).toString();
    const outcome = await shareToWeChat({ scene: 'session', url: url.toString(), picurl, title, content });
    if (!(await reportBridgeOutcome(outcome))) return;
    if (outcome.ok && outcome.value === 'link-copied') toast('Link copied');
  };
  return (
    <button type="button" className={styles.iconAction} onClick={() => void share()}>
      <span aria-hidden="true">↗</span> Share
    </button>
  );
}
