import 'swiper/css';
import 'swiper/css/pagination';
import { useEffect, useState } from 'react';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { densitySrcSet } from '../../../schemas/api/files';
import { useMessages } from '../../i18n/messages';
import styles from './Gallery.module.css';
import { productMediaMessages } from './mediaMessages';

export interface GallerySwiperProps {
  images: readonly string[];
  alt: string;
  /** The slide to show (follows the full-screen preview). */
  index: number;
  onIndex: (index: number) => void;
  /** A tap on a picture opens it full screen. */
  onOpen: (index: number) => void;
}

/** The swipeable gallery; images after the first load lazily as they come near. */
export default function GallerySwiper({ images, alt, index, onIndex, onOpen }: GallerySwiperProps) {
  const t = useMessages(productMediaMessages);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index, 0);
  }, [swiper, index]);
  return (
    <Swiper
      className={styles.frame}
      modules={[Pagination]}
      pagination={{ type: 'fraction' }}
      onSwiper={setSwiper}
      onSlideChange={(s) => onIndex(s.activeIndex)}
    >
      {images.map((src, i) => (
        // The image list never reorders within one product page; a URL may repeat, so the index keys.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SwiperSlide key={i}>
          <button
            type="button"
            className={styles.open}
            onClick={() => onOpen(i)}
            aria-label={t.openPhoto(i + 1, images.length)}
            data-testid="gallery-slide"
          >
            <img
              className={styles.image}
              src={src}
              srcSet={densitySrcSet(src)}
              alt={t.photoOf(alt, i + 1, images.length)}
              loading={i === 0 ? 'eager' : 'lazy'}
              width={375}
              height={375}
            />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
