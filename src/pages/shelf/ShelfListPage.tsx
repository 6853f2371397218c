import { Link } from 'react-router-dom';
import type { Shelf } from '../../../schemas/api/shelves';
import { productPath } from '../../../schemas/booth/product-path';
import { fetchShelves } from '../../api/shelf';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { Image } from '../../ui/Image';
import { Price } from '../../ui/Price';
import { Skeleton } from '../../ui/Skeleton';
import { shelfMessages } from './messages';
import styles from './Shelf.module.css';

function ShelfRow({ shelf }: { shelf: Shelf }) {
  const t = useMessages(shelfMessages);
  const id = `shelf-${shelf.shelfNo}`;
  return (
    <section className={styles.shelf} aria-labelledby={id} data-testid="shelf">
      <header className={styles.head}>
        <h2 id={id} className={styles.name}>
          {shelf.title}
        </h2>
        <span className={styles.sub}>
          {shelf.subtitle} · {t.count(shelf.items.length)}
        </span>
      </header>
      <ul className={styles.row}>
        {shelf.items.map((card) => (
          <li key={card.skuNo}>
            <Link className={styles.card} to={productPath(card)}>
              <Image src={card.imageUrl} alt="" radius={6} />
              <span className={styles.cardName}>{card.name}</span>
              <Price cents={card.salePriceCents} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /shelf/list: the shelves the operators curate, in their order, each a row of products to swipe. */
export default function ShelfListPage() {
  const t = useMessages(shelfMessages);
  const { state, reload } = useScreenData(fetchShelves, {
    key: 'shelves',
    isEmpty: (shelves) => shelves.length === 0,
  });
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="page" />}
      empty={<EmptyState kind="search" title={t.empty} />}
    >
      {(shelves) => (
        <div className={styles.page} data-testid="shelf-list">
          <header className={styles.banner}>
            <h1 className={styles.title}>{t.title}</h1>
            <p className={styles.lead}>{t.lead}</p>
          </header>
          {shelves.map((shelf) => (
            <ShelfRow key={shelf.shelfNo} shelf={shelf} />
          ))}
        </div>
      )}
    </ScreenStates>
  );
}
