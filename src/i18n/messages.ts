import type { Catalogue, Messages } from '../../schemas/i18n/define';
import { getLang } from './lang';

/**
 * The visit's texts of one namespace: `const t = useMessages(cartMessages); t.checkout`. The language is
 * decided once at boot, so this is a plain lookup (safe in render, effects and framework-free code).
 */
export function useMessages<M extends Messages>(catalogue: Catalogue<M>): M {
  return catalogue[getLang()];
}

/** The same lookup for code outside React components (toasts from the API client, the tracker's host). */
export const messagesOf = useMessages;
