import 'swiper/css';
import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { densitySrcSet } from '../../../schemas/api/files';
import { useMessages } from '../../i18n/messages';
import { savePicture } from '../../lib/savePicture';
import { usePressGesture } from '../../ui/gestures';
import { toast } from '../../ui/toast';
import styles from './GalleryPreview.module.css';
import { productMediaMessages } from './mediaMessages';

export interface GalleryPreviewProps {
  images: readonly string[];
  alt: string;
  /** The slide it opens on. */
  start: number;
  onClose: () => void;
  /** Where the shopper swiped to, so the gallery behind follows. */
  onIndex: (index: number) => void;
}

/**
 * Full-screen pictures on black: swipe between them, "2/5" at the top, tap or 关闭 to go back, press and hold
 * (500 ms, spec §9) to save the picture shown (the web's download, as spec §7 names no bridge call).
 */
export default function GalleryPreview({ images, alt, start, onClose, onIndex }: GalleryPreviewProps) {
  const t = useMessages(productMediaMessages);
  const [index, setIndex] = useState(start);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Swiper reports the release of a long press as a click too: that one must not also close the preview.
  const held = useRef(false);
  const { onKeyDown: _noKeys, ...press } = usePressGesture({
    onLongPress: () => {
      held.current = true;
      const src = images[index];
      if (src === undefined) return;
      void savePicture(src, `${alt}-${index + 1}`).then((saved) =>
        toast(saved ? t.pictureSaved : t.pictureNotSaved),
      );
    },
  });
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className={styles.preview}
      role="dialog"
      aria-modal="true"
      aria-label={t.preview}
      data-testid="gallery-preview"
    >
      <p className={styles.counter} aria-live="polite" data-testid="gallery-preview-index">
        {`${index + 1}/${images.length}`}
      </p>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
        ×
      </button>
      <Swiper
        className={styles.swiper}
        initialSlide={start}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          onIndex(s.activeIndex);
        }}
        // A tap (not a swipe) on the picture closes it, as in every mall app's viewer; a long press does not.
        onClick={() => {
          if (held.current) held.current = false;
          else onClose();
        }}
      >
        {images.map((src, i) => (
          // The list never reorders while the preview is open; a URL may repeat, so the index keys.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <SwiperSlide key={i} className={styles.slide}>
            <img
              className={styles.image}
              src={src}
              srcSet={densitySrcSet(src)}
              alt={t.photoOf(alt, i + 1, images.length)}
              loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
              aria-description={t.longPressToSave}
              {...press}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
