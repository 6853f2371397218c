import type { SlotCode } from '../../schemas/booth/slots';
import type { AppDeps } from '../config';
import { shopperLayout } from './booth-page';
import { refuse, settle } from './outcome';

/**
 * A slot's layout for the screen it sits on: the booth page with the slot's placement code, through the
 * same store, preview and expiry rules as every booth page. A slot nobody published yet is not an error
 * for the shopper (the screen simply has no operator content): null. A bad preview token still refuses.
 */
export function slotLayout(deps: AppDeps, slotCode: SlotCode, previewToken: string | undefined, now: number) {
  return settle(async (): Promise<unknown> => {
    const outcome = await shopperLayout(deps, { kind: 'code', pageCode: slotCode }, previewToken, now);
    if (outcome.ok) return outcome.value;
    const { ok: _ok, ...refusal } = outcome;
    if (
      refusal.refusal === 'booth_page_missing' ||
      refusal.refusal === 'booth_unpublished' ||
      refusal.refusal === 'booth_fixture_missing'
    ) {
      return null;
    }
    return refuse(refusal);
  });
}
