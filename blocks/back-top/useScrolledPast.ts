/**
 * True once the document has scrolled at least `threshold` px (0 = always). Booth pages scroll the
 * document, not an inner box, so the window's scroll position is the one that matters; it is read by the
 * page's one scroll watcher, after the frame's layout (blocks/shared/useScrollState.ts).
 */
export { useScrolledPast } from '../shared/useScrollState';
