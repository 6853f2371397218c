import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { PENDANT_POSITIONS } from '../../schemas/booth/block-types';
import { useBlockRuntime } from '../runtime';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { dismissControl } from '../shared/dismiss';
import { useRestsOnPrice } from '../shared/floatingLane';
import { blockSharedMessages } from '../shared/messages';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useScrollState } from '../shared/useScrollState';
import type { BlockProps } from '../types';
import { pendantMessages } from './messages';
import styles from './PendantBlock.module.css';
import { closePendant, isPendantClosed } from './visit';

/**
 * Floating image at one of six spots (1-3 left top/middle/bottom, 4-6 right). The schema has no
 * 'closable' flag, so every pendant offers a small close button: a floating image that covers
 * content must be dismissible. Closing lasts for this visit (leaving the page and coming back keeps
 * it closed). Its lanes keep clear of the bottom bar, the bottom countdown and the floating buttons
 * (CSS), and it tucks aside to a sliver at the screen edge while the page scrolls, below the first
 * screen and wherever it would rest on a price (ADR 0015), so the titles and prices under it can be read;
 * a tap on the sliver brings it out until the next scroll.
 */
export default function PendantBlock({ block }: BlockProps<'pendant'>) {
  const t = useBlockMessages(pendantMessages);
  const shared = useBlockMessages(blockSharedMessages);
  const { position, image, link, size } = block.props;
  const { pageId } = useBlockRuntime();
  const [closed, setClosed] = useState(() => isPendantClosed(pageId, block.id));
  const { scrolling, deep } = useScrollState();
  const ref = useRef<HTMLDivElement>(null);
  const onPrice = useRestsOnPrice(ref);
  const [peek, setPeek] = useState(false);
  // Brought out by a tap; the next scroll tucks it again.
  useEffect(() => {
    if (scrolling) setPeek(false);
  }, [scrolling]);
  if (closed) return null;
  const tucked = scrolling || ((deep || onPrice) && !peek);
  const onTapWhileTucked = (event: MouseEvent) => {
    if (!tucked) return;
    // The first tap on the sliver brings the pendant out instead of following its link.
    event.preventDefault();
    event.stopPropagation();
    setPeek(true);
  };
  const { side, vertical } = PENDANT_POSITIONS[position];
  const close = () => {
    closePendant(pageId, block.id);
    setClosed(true);
  };
  return (
    <div
      ref={ref}
      className={`${styles.pendant} ${styles[side]} ${styles[vertical]}`}
      data-side={side}
      data-vertical={vertical}
      data-tucked={tucked || undefined}
      onClickCapture={onTapWhileTucked}
      style={{ width: size }}
    >
      <BlockLink link={link}>
        <BlockImage src={image.src} alt={image.alt} width={image.width} height={image.height} index={-1} />
      </BlockLink>
      <button
        type="button"
        {...dismissControl}
        className={styles.close}
        aria-label={image.alt ? t.closeNamed(image.alt) : shared.close}
        onClick={close}
      >
        ×
      </button>
    </div>
  );
}
