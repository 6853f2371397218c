import { useEffect, useRef, useState } from 'react';
import type { NoticeBoardBlock as NoticeBoardData } from '../../schemas/booth/blocks/notice-board';
import { clampText } from '../../schemas/text-clamp';
import { BlockLink } from '../shared/BlockLink';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useNearViewport } from '../shared/useNearViewport';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { BlockProps } from '../types';
import { noticeBoardMessages } from './messages';
import styles from './NoticeBoardBlock.module.css';

type Item = NoticeBoardData['props']['items'][number];

/** Rough width of the text before layout can be measured (13 px font, ~7 px per character). */
const estimateWidth = (items: readonly Item[]) =>
  items.reduce((sum, item) => sum + clampText(item.text).length * 7 + 32, 0);

function Items({ items }: { items: readonly Item[] }) {
  return items.map((item, i) => (
    // Notices have no id and never reorder within one layout version.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <li key={i} className={styles.item}>
      {/* Operator text is a React text child: markup in it is escaped, never parsed. */}
      <BlockLink link={item.link} className={styles.text}>
        {clampText(item.text)}
      </BlockLink>
    </li>
  ));
}

/**
 * One-line notices scrolling right to left at `scrollSpeed` px/s. The list is rendered twice
 * (the copy inert and hidden from screen readers) so the loop has no gap. Touch, hover or focus
 * pauses it; with reduced motion the notices stand still, one per line. A board far below is its
 * empty strip, with none of the notices' hooks or observers, until it nears the viewport
 * (useNearViewport).
 */
export default function NoticeBoardBlock({ block, index }: BlockProps<'noticeBoard'>) {
  const t = useBlockMessages(noticeBoardMessages);
  const root = useRef<HTMLElement>(null);
  const { whole } = useNearViewport(root, index);
  return (
    <section ref={root} className={styles.board} aria-label={t.notices}>
      {whole && <Board items={block.props.items} scrollSpeed={block.props.scrollSpeed} />}
    </section>
  );
}

function Board({ items, scrollSpeed }: NoticeBoardData['props']) {
  const reducedMotion = useReducedMotion();
  const groupRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(() => estimateWidth(items));

  // Measured by a ResizeObserver, after layout: a read during render or a layout effect forces a
  // layout per board (a 200-block page thrashed). Until then the estimate sets the speed.
  // The list DOM changes with the notices and with reduced motion (the track comes and goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again when the list DOM changes
  useEffect(() => {
    const group = groupRef.current;
    if (!group || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      const measured = box ? box.inlineSize : 0;
      if (measured > 0) setWidth(Math.round(measured));
    });
    observer.observe(group);
    return () => observer.disconnect();
  }, [items, reducedMotion]);

  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" />
      </svg>
      <div className={styles.viewport}>
        {reducedMotion ? (
          <ul className={styles.still}>
            <Items items={items} />
          </ul>
        ) : (
          <div
            className={styles.track}
            data-testid="notice-track"
            style={{ animationDuration: `${Math.max(width / scrollSpeed, 1)}s` }}
          >
            <ul ref={groupRef} className={styles.group}>
              <Items items={items} />
            </ul>
            <ul className={styles.group} aria-hidden="true" inert>
              <Items items={items} />
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
