/**
 * How a block image loads. First-screen flow images (index < eagerCount) are the likely LCP, so
 * they load eagerly at high priority; overlay images (index -1: popup, pendant, bar icons) are on
 * screen when they render but small, so they load eagerly at normal priority; the rest are lazy.
 */
export type ImagePriority = 'high' | 'normal' | 'lazy';

export function imagePriority(index: number, eagerCount: number): ImagePriority {
  if (index < 0) return 'normal';
  return index < eagerCount ? 'high' : 'lazy';
}
