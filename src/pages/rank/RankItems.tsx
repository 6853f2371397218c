import { Link } from 'react-router-dom';
import type { RankItem } from '../../../schemas/api/rankings';
import { productPath } from '../../../schemas/booth/product-path';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { rankMessages } from './messages';
import styles from './Rank.module.css';

/** A ranking's places, best first: the medal for the top three, the product, its price and why it ranks. */
export function RankItems({ items, stats = false }: { items: RankItem[]; stats?: boolean }) {
  const t = useMessages(rankMessages);
  return (
    <ol className={styles.list} data-testid="rank-items">
      {items.map((i) => (
        <li key={i.card.skuNo}>
          <Link className={styles.item} to={productPath(i.card)} data-rank={i.rank}>
            <span className={styles.place} data-top={i.rank <= 3 || undefined} aria-hidden="true">
              {i.rank}
            </span>
            <VisuallyHidden>{t.place(i.rank)}</VisuallyHidden>
            <Image className={styles.image} src={i.card.imageUrl} alt="" radius={6} />
            <span className={styles.text}>
              <span className={styles.name}>{i.card.name}</span>
              {/* What puts it there, when shoppers did something with it lately (a fresh mall ranks by
                  earlier sales alone, and "0 sold" would read as a dead shop). */}
              {(i.soldUnits > 0 || (stats && i.views > 0)) && (
                <span className={styles.note}>
                  {[
                    ...(i.soldUnits > 0 ? [t.sold(i.soldUnits)] : []),
                    ...(stats && i.views > 0 ? [t.views(i.views)] : []),
                  ].join(' · ')}
                </span>
              )}
              <Price cents={i.card.salePriceCents} />
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
