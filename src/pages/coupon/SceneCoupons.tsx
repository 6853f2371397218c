import type { SceneName } from '../../../schemas/api/promotion';
import type { StoreCoupon } from '../../../schemas/api/store-coupon';
import { fetchSceneCoupons } from '../../api/promotion';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './Coupon.module.css';
import { CouponActionButton, CouponTicket } from './CouponTicket';
import { couponTerms, validRange } from './couponWords';
import { couponMessages } from './messages';
import { useCenterClaim } from './useCenterClaim';

/**
 * The coupons operators offer on a screen (scene/get-coupon), e.g. under the payment result, each with
 * the claim button of its state label and the coupon center's claim. A part of its screen: nothing while
 * reading, on failure or when the scene offers none, so the screen never waits for it.
 */
export function SceneCoupons({ scene }: { scene: SceneName }) {
  const t = useMessages(couponMessages);
  const { state, update, reload } = useScreenData(() => fetchSceneCoupons(scene), {
    key: `scene-coupons:${scene}`,
    part: true,
    reshow: true,
    isEmpty: (list) => list.coupons.length === 0,
  });
  const { claiming, claim } = useCenterClaim<StoreCoupon>({
    update: (change) => update((list) => ({ ...list, coupons: change(list.coupons) })),
    refresh: reload,
  });
  if (state.status !== 'ready') return null;
  return (
    <section className={styles.scene} aria-label={t[`scene.${scene}`]} data-testid="scene-coupons">
      <h2 className={styles.sceneTitle}>{t[`scene.${scene}`]}</h2>
      <ul className={styles.list}>
        {state.data.coupons.map((c) => {
          const shown = claiming === c.couponNo ? -1 : (c.state ?? 0);
          return (
            <CouponTicket
              key={c.couponNo}
              coupon={c}
              lines={[couponTerms(c), validRange(c.startAt, c.endAt)]}
              dim={shown === 2 || shown === 6}
              data-testid="scene-coupon"
              data-state={shown}
              side={
                <CouponActionButton
                  state={shown}
                  couponNo={c.couponNo}
                  name={c.name}
                  onClaim={() => void claim(c.couponNo)}
                />
              }
            />
          );
        })}
      </ul>
    </section>
  );
}
