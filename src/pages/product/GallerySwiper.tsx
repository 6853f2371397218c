import 'swiper/css';
import 'swiper/css/pagination';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from './Gallery.module.css';

/** The swipeable gallery; images after the first load lazily as they come near. */
export default function GallerySwiper({ images, alt }: { images: readonly string[]; alt: string }) {
  return (
    <Swiper className={styles.frame} modules={[Pagination]} pagination={{ type: 'fraction' }}>
      {images.map((src, index) => (
        // The image list never reorders within one product page; a URL may repeat, so the index keys.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SwiperSlide key={index}>
          <img
            className={styles.image}
            src={src}
            alt={`${alt} (${index + 1} of ${images.length})`}
            loading={index === 0 ? 'eager' : 'lazy'}
            width={375}
            height={375}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
