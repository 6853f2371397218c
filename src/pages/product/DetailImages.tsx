import { densitySrcSet } from '../../../schemas/api/files';
import { useMessages } from '../../i18n/messages';
import { productMediaMessages } from './mediaMessages';
import styles from './ProductMedia.module.css';

/**
 * 图文详情: the long pictures stacked edge to edge, loaded as they come near (they sit far below the first
 * screen). The seeded ones are 750 × 1200 at 2×; the box keeps that ratio so nothing jumps while they load.
 */
export function DetailImages({ images, alt }: { images: readonly string[]; alt: string }) {
  const t = useMessages(productMediaMessages);
  if (images.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="product-detail-images">
      <h3 id="product-detail-images" className={styles.title}>
        {t.detailImages}
      </h3>
      <div className={styles.details} data-testid="product-detail-images">
        {images.map((src, i) => (
          <img
            // The list never reorders; a URL may repeat, so the index keys.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={styles.detail}
            src={src}
            srcSet={densitySrcSet(src)}
            alt={t.photoOf(alt, i + 1, images.length)}
            loading="lazy"
            decoding="async"
            width={375}
            height={600}
          />
        ))}
      </div>
    </section>
  );
}
