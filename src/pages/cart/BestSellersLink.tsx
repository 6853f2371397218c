import { Link } from 'react-router-dom';
import { fetchCartConfig } from '../../api/cart-config';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import styles from './CartPage.module.css';
import { cartMessages } from './messages';

/**
 * The empty cart's way on: the mall-wide best-seller list that the cart configuration names (spec §9's
 * sales-performance list, code 99, at most 160 products — ADR 0011). Nothing while the configuration
 * is not there: the cart's own link to the mall stays.
 */
export function BestSellersLink() {
  const t = useMessages(cartMessages);
  const { state } = useScreenData(() => fetchCartConfig(), { key: 'cart-config', part: true });
  if (state.status !== 'ready') return null;
  const { listCode, size } = state.data.bestSellers;
  return (
    <Link
      className={styles.bestSellers}
      to={`/rankList?listCode=${listCode}&size=${size}`}
      data-testid="best-sellers"
    >
      {t.bestSellers}
    </Link>
  );
}
