import { useState } from 'react';
import { PENDANT_POSITIONS } from '../../schemas/booth/block-types';
import { useBlockRuntime } from '../runtime';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import type { BlockProps } from '../types';
import { pendantMessages } from './messages';
import styles from './PendantBlock.module.css';
import { useScrolling } from './useScrolling';
import { closePendant, isPendantClosed } from './visit';

/**
 * Floating image at one of six spots (1-3 left top/middle/bottom, 4-6 right). The schema has no
 * 'closable' flag, so every pendant offers a small close button: a floating image that covers
 * content must be dismissible. Closing lasts for this visit (leaving the page and coming back keeps
 * it closed). Its lanes keep clear of the bottom bar, the bottom countdown and the floating buttons
 * (CSS), and while the page scrolls it tucks aside so the titles and prices under it can be read.
 */
export default function PendantBlock({ block }: BlockProps<'pendant'>) {
  const t = useBlockMessages(pendantMessages);
  const shared = useBlockMessages(blockSharedMessages);
  const { position, image, link, size } = block.props;
  const { pageId } = useBlockRuntime();
  const [closed, setClosed] = useState(() => isPendantClosed(pageId, block.id));
  const scrolling = useScrolling();
  if (closed) return null;
  const { side, vertical } = PENDANT_POSITIONS[position];
  const close = () => {
    closePendant(pageId, block.id);
    setClosed(true);
  };
  return (
    <div
      className={`${styles.pendant} ${styles[side]} ${styles[vertical]}`}
      data-side={side}
      data-vertical={vertical}
      data-tucked={scrolling || undefined}
      style={{ width: size }}
    >
      <BlockLink link={link}>
        <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={-1} />
      </BlockLink>
      <button
        type="button"
        className={styles.close}
        aria-label={image.alt ? t.closeNamed(image.alt) : shared.close}
        onClick={close}
      >
        ×
      </button>
    </div>
  );
}
