import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { useHistorySheet } from '../../ui/useHistorySheet';
import styles from './Gallery.module.css';
import { productMessages } from './messages';

// Swiper is only worth its weight when there is something to swipe; it lives in its own chunk, and so does
// the full-screen preview, loaded on the first tap.
const GallerySwiper = lazy(() => import('./GallerySwiper'));
const GalleryPreview = lazy(() => import('./GalleryPreview'));

export interface GalleryProps {
  images: readonly string[];
  alt: string;
}

/**
 * Square product images. The first paints at once (high priority, in the server-rendered HTML: it is the
 * page's LCP picture); the swiper follows for the rest, and a tap opens the full-screen preview, which has
 * its own history entry so back closes it.
 */
export function Gallery({ images, alt }: GalleryProps) {
  const t = useMessages(productMessages);
  const preview = useHistorySheet('photo');
  const [index, setIndex] = useState(0);
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
        <GallerySwiper
          images={images}
          alt={alt}
          index={index}
          onIndex={setIndex}
          onOpen={(i) => {
            setIndex(i);
            preview.show();
          }}
        />
      </Suspense>
      {preview.open && (
        <Suspense fallback={null}>
          <GalleryPreview images={images} alt={alt} start={index} onClose={preview.hide} onIndex={setIndex} />
        </Suspense>
      )}
    </section>
  );
}
