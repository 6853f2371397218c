import { useBlockRuntime } from '../runtime';
import styles from './BlockImage.module.css';
import { type ImagePriority, imagePriority } from './image-priority';

export interface BlockImageProps {
  src: string;
  alt: string;
  /** Intrinsic size (or the container's ratio): reserves the box before the image arrives. */
  width: number;
  height: number;
  /** The block's flow index (-1 for overlays); decides eager/lazy against runtime.eagerCount. */
  index: number;
  /** Overrides the index rule, e.g. the second slide of a first-screen swiper is lazy. */
  priority?: ImagePriority;
  className?: string;
}

/**
 * An operator image that never shifts the layout: width/height attributes plus CSS aspect-ratio
 * reserve its box at any rendered width, and the grey background shows until it loads.
 */
export function BlockImage({ src, alt, width, height, index, priority, className }: BlockImageProps) {
  const { eagerCount } = useBlockRuntime();
  const mode = priority ?? imagePriority(index, eagerCount);
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={mode === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={mode === 'high' ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
}
