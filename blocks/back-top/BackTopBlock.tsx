import { useRef } from 'react';
import { useFloatingColumn } from '../shared/floatingLane';
import { useBlockMessages } from '../shared/useBlockMessages';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { BlockProps } from '../types';
import styles from './BackTopBlock.module.css';
import { backTopMessages } from './messages';
import { useScrolledPast } from './useScrolledPast';

/**
 * Floating back-to-top button, shown once the page has scrolled past `threshold`. It keeps to the floating
 * column's lane (ADR 0015): tucked aside while the page moves, never resting on a price.
 */
export default function BackTopBlock({ block }: BlockProps<'backTop'>) {
  const t = useBlockMessages(backTopMessages);
  const visible = useScrolledPast(block.props.threshold);
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLButtonElement>(null);
  const { attributes } = useFloatingColumn(ref);
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      {...attributes}
      aria-label={t.backToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M5 4h14v2H5zm7 3-6 6h4v7h4v-7h4z" />
      </svg>
    </button>
  );
}
