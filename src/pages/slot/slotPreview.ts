import { SLOT_PREVIEW_PARAMS } from '../../../schemas/api/booth-slot';
import type { SlotCode } from '../../../schemas/booth/slots';

/**
 * A slot draft previewed in place. The operator opens the slot's screen with the slot's
 * code and preview token in the address (server/booth/preview-url.ts); the token is kept for this tab, per
 * slot, so going on from the order list to an order's details, or from home to a product, still shows the
 * draft there. Only a tab that was given the token ever asks for the draft: shoppers never hold one.
 */
const storageKey = (code: SlotCode) => `mall:slot-preview:${code}`;

export function slotPreviewToken(code: SlotCode, search?: string): string | undefined {
  // Rendered on the server (the product page's first screen) there is no address bar or tab: no preview.
  if (search === undefined && typeof window === 'undefined') return undefined;
  const query = new URLSearchParams(search ?? window.location.search);
  const fromAddress =
    query.get(SLOT_PREVIEW_PARAMS.code) === String(code)
      ? (query.get(SLOT_PREVIEW_PARAMS.token) ?? undefined)
      : undefined;
  try {
    if (fromAddress) window.sessionStorage.setItem(storageKey(code), fromAddress);
    return window.sessionStorage.getItem(storageKey(code)) ?? undefined;
  } catch {
    // Storage refused (a private mode): the preview holds on the address that carries it.
    return fromAddress;
  }
}

/** The token was refused (expired, or the draft's preview replaced): the tab goes back to the published slot. */
export function forgetSlotPreview(code: SlotCode): void {
  try {
    window.sessionStorage.removeItem(storageKey(code));
  } catch {
    // Nothing was kept.
  }
}
