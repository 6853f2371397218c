import { useRef } from 'react';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { useNearViewport } from '../shared/useNearViewport';
import type { BlockProps } from '../types';
import styles from './PictureBlock.module.css';

/**
 * One full-width image, optionally tappable. A picture far below is its reserved grey box (the image's
 * ratio, as the image draws before it loads) until it nears the viewport (useNearViewport).
 */
export default function PictureBlock({ block, index }: BlockProps<'picture'>) {
  const { image, link } = block.props;
  const reserved = useRef<HTMLDivElement>(null);
  const { whole } = useNearViewport(reserved, index);
  if (!whole) {
    return (
      <div
        ref={reserved}
        className={`${styles.picture} ${styles.reserved}`}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      />
    );
  }
  return (
    <BlockLink link={link} className={styles.picture}>
      <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={index} />
    </BlockLink>
  );
}
