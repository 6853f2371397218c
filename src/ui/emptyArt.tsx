import type { ReactNode } from 'react';

/**
 * Small line drawings for empty states, one per kind; drawn for the mall (no image request, each well under
 * 1.5 KB as markup). Grey strokes with the theme colour as the accent, on a soft ground shadow.
 */
export type EmptyKind = 'cart' | 'orders' | 'coupons' | 'search' | 'messages' | 'network';

const line = {
  fill: 'none',
  stroke: '#c8c9cc',
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const accent = { ...line, stroke: 'var(--mall-primary, #c8102e)' } as const;

const drawings: Record<EmptyKind, ReactNode> = {
  cart: (
    <>
      <path {...line} d="M30 30h14l12 46h52l10-34H50" />
      <path {...accent} d="M68 52h30" />
      <circle cx="62" cy="90" r="6" fill="#c8c9cc" />
      <circle cx="102" cy="90" r="6" fill="#c8c9cc" />
    </>
  ),
  orders: (
    <>
      <rect {...line} x="50" y="18" width="60" height="78" rx="6" />
      <path {...line} d="M62 38h36M62 52h36M62 66h22" />
      <circle {...accent} cx="104" cy="86" r="12" />
      <path {...accent} d="M99 86l4 4 7-8" />
    </>
  ),
  coupons: (
    <>
      <path {...line} d="M34 34h92v16a10 10 0 0 0 0 20v16H34V70a10 10 0 0 0 0-20z" />
      <path {...line} d="M96 38v44" strokeDasharray="4 6" />
      <path {...accent} d="M54 52h24M54 66h14" />
    </>
  ),
  search: (
    <>
      <circle {...line} cx="72" cy="54" r="26" />
      <path {...line} d="M91 73l20 20" strokeWidth={8} />
      <path {...accent} d="M60 46a14 14 0 0 1 12-6" />
    </>
  ),
  messages: (
    <>
      <path
        {...line}
        d="M36 28h88a8 8 0 0 1 8 8v42a8 8 0 0 1-8 8H74l-18 14v-14H36a8 8 0 0 1-8-8V36a8 8 0 0 1 8-8z"
      />
      <circle cx="60" cy="57" r="5" fill="#c8c9cc" />
      <circle cx="80" cy="57" r="5" fill="var(--mall-primary, #c8102e)" />
      <circle cx="100" cy="57" r="5" fill="#c8c9cc" />
    </>
  ),
  network: (
    <>
      <path {...line} d="M40 52a56 56 0 0 1 80 0M52 66a38 38 0 0 1 56 0M64 80a20 20 0 0 1 32 0" />
      <circle cx="80" cy="92" r="5" fill="#c8c9cc" />
      <path {...accent} d="M108 78l16 16M124 78l-16 16" />
    </>
  ),
};

export function EmptyArt({ kind, size = 160 }: { kind: EmptyKind; size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="110" rx="52" ry="6" fill="#f2f3f5" />
      {drawings[kind]}
    </svg>
  );
}
