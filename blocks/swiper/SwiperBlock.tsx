import 'swiper/css';
import { type RefObject, useRef, useState } from 'react';
import { useBlockRuntime } from '../runtime';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { imagePriority } from '../shared/image-priority';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useNearViewport } from '../shared/useNearViewport';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { BlockProps } from '../types';
import { swiperMessages } from './messages';
import styles from './SwiperBlock.module.css';
import { useSwiper } from './useSwiper';

/**
 * Carousel of images sharing one aspect ratio. The container reserves that ratio and swiper's
 * CSS lays the first slide out before swiper initialises, so nothing shifts. Only the first slide
 * of a first-screen swiper loads eagerly; the rest are off screen until swiped. A carousel far below
 * is its reserved grey box alone (no track, slides, dots or their hooks) until it nears the viewport
 * (useNearViewport): then its slides and dots render and swiper starts (useSwiper).
 * Autoplay stops for reduced motion.
 */
export default function SwiperBlock({ block, index }: BlockProps<'swiper'>) {
  const t = useBlockMessages(swiperMessages);
  const { aspectRatio } = block.props;
  const root = useRef<HTMLElement>(null);
  const { near, whole, inRange } = useNearViewport(root, index);
  return (
    <section
      ref={root}
      className={styles.swiper}
      style={{ aspectRatio: `${aspectRatio.width} / ${aspectRatio.height}` }}
      aria-roledescription="carousel"
      aria-label={t.banner}
    >
      {whole && <Carousel block={block} index={index} near={near} inRange={inRange} />}
    </section>
  );
}

interface CarouselProps extends BlockProps<'swiper'> {
  near: boolean;
  inRange: RefObject<boolean>;
}

function Carousel({ block, index, near, inRange }: CarouselProps) {
  const t = useBlockMessages(swiperMessages);
  const { aspectRatio, slides, autoplayMs, loop } = block.props;
  const { eagerCount } = useBlockRuntime();
  const reducedMotion = useReducedMotion();
  const several = slides.length > 1;
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const swiper = useSwiper(container, {
    loop: loop && several,
    autoplayMs: several && !reducedMotion ? autoplayMs : 0,
    onIndexChange: setActive,
    near,
    inRange,
  });
  // A first-screen carousel shows its first slide and dots at once (its image is the likely LCP);
  // every slide, and swiper, wait until it is near.
  const shown = near ? slides : slides.slice(0, 1);

  return (
    <>
      <div ref={container} className={`swiper ${styles.track}`}>
        <div className="swiper-wrapper">
          {shown.map((slide, slideIndex) => (
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
    </>
  );
}
