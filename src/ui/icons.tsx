/**
 * Inline SVG icons (no icon font or sprite request). Decorative: always aria-hidden; the button
 * around an icon carries the accessible label.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  className?: string;
}

/** The square, decorative SVG frame every icon shares. */
export function Glyph({
  size,
  className,
  box,
  children,
}: Required<Pick<IconProps, 'size'>> & Pick<IconProps, 'className'> & { box: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CloseIcon({ size = 20, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <path
        d="M6 6l12 12M18 6L6 18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </Glyph>
  );
}

export function CartGlyph({ size = 24, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <path
        d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </Glyph>
  );
}

/** The tab bar's 首页. */
export function HomeGlyph({ size = 24, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <path
        d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        fill="none"
      />
    </Glyph>
  );
}

/** The tab bar's 分类: four tiles. */
export function CategoryGlyph({ size = 24, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <g stroke="currentColor" strokeWidth="1.8" fill="none">
        <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
        <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
        <circle cx="16.75" cy="16.75" r="3.25" />
      </g>
    </Glyph>
  );
}

/** The tab bar's 我的: a person. */
export function PersonGlyph({ size = 24, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <g stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round">
        <circle cx="12" cy="8.5" r="4" />
        <path d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
      </g>
    </Glyph>
  );
}

/** The badge's more-icon (spec: shown instead of a count above 99). */
export function MoreGlyph({ size = 12, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={12}>
      <circle cx="2" cy="6" r="1.3" fill="currentColor" />
      <circle cx="6" cy="6" r="1.3" fill="currentColor" />
      <circle cx="10" cy="6" r="1.3" fill="currentColor" />
    </Glyph>
  );
}

export function SignalGlyph({ size = 96, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={96}>
      <circle cx="48" cy="48" r="44" fill="#eee" />
      <rect x="26" y="56" width="8" height="12" rx="2" fill="#bbb" />
      <rect x="40" y="46" width="8" height="22" rx="2" fill="#bbb" />
      <rect x="54" y="36" width="8" height="32" rx="2" fill="#ddd" />
      <rect x="68" y="26" width="8" height="42" rx="2" fill="#ddd" />
    </Glyph>
  );
}

/** Magnifier of search boxes. */
export function SearchGlyph({ size = 16, className }: IconProps) {
  return (
    <Glyph size={size} className={className} box={24}>
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Glyph>
  );
}
