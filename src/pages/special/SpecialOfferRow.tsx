import { Link } from 'react-router-dom';
import { PriceLabel } from '../../../schemas/api/product';
import { fetchTradeInEligibility, servedTradeInEligibility } from '../../api/specialPurchase';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { useHistorySheet } from '../../ui/useHistorySheet';
import page from '../product/ProductPage.module.css';
import { EduSheet } from './EduSheet';
import { specialMessages } from './messages';
import styles from './Special.module.css';

/**
 * The product page's special offers: a telecom-exclusive SKU (label 26) leads to the
 * operator-phone purchase, an education-offer SKU (label 101) opens the student verification, and goods
 * that take a trade-in lead to the estimate.
 */
export function SpecialOfferRow({
  spuNo,
  skuNo,
  priceLabel,
}: {
  spuNo: string;
  skuNo: string;
  priceLabel: number | null;
}) {
  const t = useMessages(specialMessages);
  const eduSheet = useHistorySheet('edu');
  const tradeIn = useScreenData(() => fetchTradeInEligibility(skuNo), {
    key: `trade-in|${skuNo}`,
    part: true,
    // On the server's first screen, so the rows under it are where they stay (CLS).
    served: () => servedTradeInEligibility(skuNo),
  });
  const q = `skuNo=${encodeURIComponent(skuNo)}`;
  return (
    <>
      {priceLabel === PriceLabel.telecomExclusive && (
        <Link
          className={`${page.rowButton} ${styles.plainLink}`}
          to={`/unicom-design?${q}`}
          data-testid="telecom-offer"
        >
          <span className={page.rowLabel}>{t.telecomRow}</span>
          <span className={`${page.rowValue} ${styles.rowGo}`}>{t.telecomGo}</span>
        </Link>
      )}
      {priceLabel === PriceLabel.educationOffer && (
        <>
          <button type="button" className={page.rowButton} onClick={eduSheet.show} data-testid="edu-offer">
            <span className={page.rowLabel}>{t.eduRow}</span>
            <span className={`${page.rowValue} ${styles.rowGo}`}>{t.eduGo}</span>
          </button>
          <EduSheet sheet={eduSheet} skuNo={skuNo} />
        </>
      )}
      {tradeIn.state.status === 'ready' && tradeIn.state.data.allowed && (
        <Link
          className={page.rowButton}
          to={`/trade-in?spuNo=${encodeURIComponent(spuNo)}&${q}`}
          data-testid="trade-in-offer"
        >
          <span className={page.rowLabel}>{t.tradeInRow}</span>
          <span className={`${page.rowValue} ${styles.rowGo}`}>{t.tradeInGo}</span>
        </Link>
      )}
    </>
  );
}
