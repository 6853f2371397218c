import { useState } from 'react';
import { PENDANT_POSITIONS } from '../../schemas/booth/block-types';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import { pendantMessages } from './messages';
import styles from './PendantBlock.module.css';

/**
 * Floating image at one of six spots (1-3 left top/middle/bottom, 4-6 right). The schema has no
 * 'closable' flag, so every pendant offers a small close button: a floating image that covers
 * content must be dismissible. Closing lasts for this visit only.
 */
export default function PendantBlock({ block }: BlockProps<'pendant'>) {
  const t = useBlockMessages(pendantMessages);
  const shared = useBlockMessages(blockSharedMessages);
  const { position, image, link, size } = block.props;
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const { side, vertical } = PENDANT_POSITIONS[position];
  return (
    <div
      className={`${styles.pendant} ${styles[side]} ${styles[vertical]}`}
      data-side={side}
      data-vertical={vertical}
      style={{ width: size }}
    >
      <BlockLink link={link}>
        <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={-1} />
      </BlockLink>
      <button
        type="button"
        className={styles.close}
        aria-label={image.alt ? t.closeNamed(image.alt) : shared.close}
        onClick={() => setClosed(true)}
      >
        ×
      </button>
    </div>
  );
}
