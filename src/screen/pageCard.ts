import type { Layout } from '../../schemas/booth/page';
import { createStore } from '../ui/store';

/**
 * The booth page on screen, for the share card of the web view the mall runs in: the booth view
 * publishes its layout here and the WeChat bar (src/pages/share, the one way of sharing), which loads only
 * inside WeChat, turns it into WeChat's card. A store between them keeps the booth renderer below the
 * screens that share (src/ layers) without losing the card.
 */
export const pageCardStore = createStore<Layout | null>(null);
