/**
 * How a block image loads. First-screen flow images (index < eagerCount) are the likely LCP, so
 * they load eagerly at high priority; overlay images (index -1: popup, pendant, bar icons) are on
 * screen when they render but small, so they load eagerly at normal priority; the rest are lazy.
 */
export type ImagePriority = 'high' | 'normal' | 'lazy';

export function imagePriority(index: number, eagerCount: number): ImagePriority {
  if (index < 0) return 'normal';
  return onFirstScreen(index, eagerCount) ? 'high' : 'lazy';
}

/**
 * Whether a block is on the first screen when the page opens (overlays, -1, always are): such a block
 * renders whole at once; one further down may wait until it nears the viewport (useNearViewport).
 */
export const onFirstScreen = (index: number, eagerCount: number): boolean => index < eagerCount;
