import 'swiper/css';
import { useRef, useState } from 'react';
import { useBlockRuntime } from '../runtime';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { imagePriority } from '../shared/image-priority';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { BlockProps } from '../types';
import { swiperMessages } from './messages';
import styles from './SwiperBlock.module.css';
import { useSwiper } from './useSwiper';

/**
 * Carousel of images sharing one aspect ratio. The container reserves that ratio and swiper's
 * CSS lays the first slide out before swiper initialises, so nothing shifts. Only the first slide
 * of a first-screen swiper loads eagerly; the rest are off screen until swiped, and a carousel far
 * below renders its first slide only until it nears the viewport (useSwiper). Autoplay stops for
 * reduced motion.
 */
export default function SwiperBlock({ block, index }: BlockProps<'swiper'>) {
  const t = useBlockMessages(swiperMessages);
  const { aspectRatio, slides, autoplayMs, loop } = block.props;
  const { eagerCount } = useBlockRuntime();
  const reducedMotion = useReducedMotion();
  const several = slides.length > 1;
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { instance: swiper, near } = useSwiper(container, {
    loop: loop && several,
    autoplayMs: several && !reducedMotion ? autoplayMs : 0,
    onIndexChange: setActive,
  });

  return (
    <section
      className={styles.swiper}
      style={{ aspectRatio: `${aspectRatio.width} / ${aspectRatio.height}` }}
      aria-roledescription="carousel"
      aria-label={t.banner}
    >
      <div ref={container} className={`swiper ${styles.track}`}>
        <div className="swiper-wrapper">
          {/* Far from the viewport only the first slide is there: the others wait until it comes near. */}
          {(near ? slides : slides.slice(0, 1)).map((slide, slideIndex) => (
            // Slides have no id and never reorder within one layout version: the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={slideIndex} className={`swiper-slide ${styles.slide}`}>
              <BlockLink link={slide.link} className={styles.slideLink}>
                <BlockImage
                  className={styles.image}
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={aspectRatio.width}
                  height={aspectRatio.height}
                  index={index}
                  priority={slideIndex === 0 ? imagePriority(index, eagerCount) : 'lazy'}
                />
              </BlockLink>
            </div>
          ))}
        </div>
      </div>
      {several && (
        <div className={styles.dots}>
          {slides.map((_, dot) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide, same order
              key={dot}
              type="button"
              className={styles.dot}
              aria-label={t.slideOf(dot + 1, slides.length)}
              aria-current={dot === active ? 'true' : undefined}
              onClick={() => swiper.current?.slideToLoop(dot)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
