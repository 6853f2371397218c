import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import type { BlockProps } from '../types';
import styles from './PictureBlock.module.css';

/** One full-width image, optionally tappable. */
export default function PictureBlock({ block, index }: BlockProps<'picture'>) {
  const { image, link } = block.props;
  return (
    <BlockLink link={link} className={styles.picture}>
      <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={index} />
    </BlockLink>
  );
}
