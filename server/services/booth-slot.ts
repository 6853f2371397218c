import type { SlotCode } from '../../schemas/booth/slots';
import type { AppDeps } from '../config';
import { type ServedLayout, servedLayout } from './booth-live-cache';
import { shopperPage } from './booth-page';
import { refuse, settle } from './outcome';

// One object for every empty slot, so its tag and compressed bytes are made once.
const NOTHING = servedLayout(null, true);

/**
 * A slot's layout for the screen it sits on: the booth page with the slot's placement code, through the
 * same store, preview and expiry rules as every booth page. A slot nobody published yet is not an error
 * for the shopper (the screen simply has no operator content): null. A bad preview token still refuses.
 * The answer is the booth page's served layout, kept JSON and all.
 */
export function slotLayout(deps: AppDeps, slotCode: SlotCode, previewToken: string | undefined, now: number) {
  return settle(async (): Promise<ServedLayout> => {
    const outcome = await shopperPage(deps, { kind: 'code', pageCode: slotCode }, previewToken, now);
    if (outcome.ok) return outcome.value;
    const { ok: _ok, ...refusal } = outcome;
    if (
      refusal.refusal === 'booth_page_missing' ||
      refusal.refusal === 'booth_unpublished' ||
      refusal.refusal === 'booth_fixture_missing'
    ) {
      return NOTHING;
    }
    return refuse(refusal);
  });
}
