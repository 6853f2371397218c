import { useState } from 'react';
import { densitySrcSet } from '../../schemas/api/files';
import { useMessages } from '../i18n/messages';
import styles from './Image.module.css';
import { uiMessages } from './messages';

export interface ImageProps {
  src: string;
  /** What the image shows; '' for a decorative one (the name is written beside it). */
  alt: string;
  /** Width ÷ height, e.g. 1 for product thumbnails, 16 / 9 for banners. The box keeps it before loading. */
  ratio?: number;
  /** How the picture fills the box. */
  fit?: 'cover' | 'contain';
  /** Load only near the viewport (default); the first screen's hero image sets false. */
  lazy?: boolean;
  round?: boolean;
  radius?: number;
  className?: string;
}

/**
 * An image in a box of fixed aspect ratio (no layout shift while it loads), lazily loaded by the browser,
 * grey while loading and a fallback glyph when it fails (Vant's Image).
 */
export function Image({
  src,
  alt,
  ratio = 1,
  fit = 'cover',
  lazy = true,
  round,
  radius,
  className,
}: ImageProps) {
  const t = useMessages(uiMessages);
  // Remembers which address failed, so a new address gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const box = [styles.box, round ? styles.round : '', className ?? ''].join(' ');
  return (
    <span
      className={box}
      style={{ aspectRatio: String(ratio), borderRadius: radius }}
      data-image={failed || src === '' ? 'failed' : 'ok'}
    >
      {failed || src === '' ? (
        <span
          className={styles.fallback}
          {...(alt ? { role: 'img', 'aria-label': t.imageFailedNamed(alt) } : { 'aria-hidden': true })}
        >
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="6"
              width="26"
              height="20"
              rx="3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path
              d="M7 22l6-7 5 5 3-3 4 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <circle cx="22" cy="12" r="2" fill="currentColor" />
          </svg>
        </span>
      ) : (
        <img
          className={styles.img}
          style={{ objectFit: fit }}
          src={src}
          // A seeded picture comes at 1×/2×/3×: a 3× web view gets a sharp store logo or thumbnail.
          srcSet={densitySrcSet(src)}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
