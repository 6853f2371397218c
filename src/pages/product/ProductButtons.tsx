import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { addFavor, checkFavor, delFavor } from '../../api/favor';
import { useMessages } from '../../i18n/messages';
import { TOAST_MS } from '../../lib/constants';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { getUserCode } from '../../session/userStore';
import { toast } from '../../ui/toast';
import { ShareButton as SharePageButton } from '../share/ShareSheet';
import { productMessages } from './messages';
import styles from './ProductPage.module.css';

/** Favourite toggle: check-is-favor-v2 on arrival (when logged in), add-favor / del-favor on tap. */
export function FavoriteButton({ skuNo }: { skuNo: string }) {
  const t = useMessages(productMessages);
  // Signed out there is nothing to ask; a sign-on completing asks again (session epoch).
  const flag = useScreenData(
    async () => (getUserCode() ? (await checkFavor([skuNo]))[skuNo] === true : false),
    { key: skuNo, part: true },
  );
  /** The shopper's own toggle wins over the first answer. */
  const [toggled, setFavor] = useState<boolean | null>(null);
  const favor = toggled ?? (flag.state.status === 'ready' ? flag.state.data : false);

  const toggling = useAction(() => (favor ? delFavor(skuNo) : addFavor(skuNo)), {
    toastMs: TOAST_MS,
    onDone: (next) => {
      setFavor(next.favor);
      toast(next.favor ? t.addedToFavourites : t.removedFromFavourites);
    },
  });
  const busy = toggling.busy;
  const toggle = toggling.run;

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

/**
 * Share the product: a sheet with WeChat friends, Moments and copy link, each sharing the /sharePage link
 * of this SKU (src/pages/share). The product comes from the route (/product/detail/:spuNo/:skuNo).
 */
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
  const { spuNo = '', skuNo = '' } = useParams();
  const target = { type: 'product' as const, spuNo, skuNo };
  return (
    <SharePageButton className={styles.iconAction} share={{ target, title, imageUrl, content }}>
      <span aria-hidden="true">↗</span> {t.share}
    </SharePageButton>
  );
}
