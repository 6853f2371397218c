import type { Catalogue, Messages } from '../../schemas/i18n/define';
import { DEFAULT_LANG } from '../../schemas/i18n/lang';
import { useBlockRuntime } from '../runtime';

/**
 * A block's own words in the visit's language. Blocks depend only on schemas, so the language comes
 * through the runtime (the booth renderer passes the app's, a story or test may set one).
 */
export function useBlockMessages<M extends Messages>(catalogue: Catalogue<M>): M {
  return catalogue[useBlockRuntime().lang ?? DEFAULT_LANG];
}
