import { lazy, Suspense } from 'react';
import { useMessages } from '../../i18n/messages';
import styles from './Gallery.module.css';
import { productMessages } from './messages';

// Swiper is only worth its weight when there is something to swipe; it lives in its own chunk.
const GallerySwiper = lazy(() => import('./GallerySwiper'));

export interface GalleryProps {
  images: readonly string[];
  alt: string;
}

/** Square product images. The first paints at once (high priority); the swiper follows for the rest. */
export function Gallery({ images, alt }: GalleryProps) {
  const t = useMessages(productMessages);
  const first = images[0];
  const still = (
    <div className={styles.frame}>
      {first && (
        <img className={styles.image} src={first} alt={alt} fetchPriority="high" width={375} height={375} />
      )}
    </div>
  );
  if (images.length < 2) return <section aria-label={t.images}>{still}</section>;
  return (
    <section aria-label={t.images} aria-roledescription="carousel">
      <Suspense fallback={still}>
        <GallerySwiper images={images} alt={alt} />
      </Suspense>
    </section>
  );
}
