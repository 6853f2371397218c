import { afterEach, describe, expect, it } from 'vitest';
import { forgetSlotPreview, slotPreviewToken } from './slotPreview';

afterEach(() => window.sessionStorage.clear());

describe('slot preview token', () => {
  it('is read from the address for its own slot only, and kept for the tab', () => {
    expect(slotPreviewToken(41, '?previewSlot=41&slotPreviewToken=tok')).toBe('tok');
    // Another slot on a screen opened from the preview never takes the cart's token.
    expect(slotPreviewToken(40, '?previewSlot=41&slotPreviewToken=tok')).toBeUndefined();
    // Going on in the same tab (an address without it): still the draft.
    expect(slotPreviewToken(41, '')).toBe('tok');
    // A booth page's token is not a slot's.
    expect(slotPreviewToken(43, '?previewToken=page-token')).toBeUndefined();
  });

  it('is dropped once refused, and a tab never given one has none', () => {
    expect(slotPreviewToken(41, '')).toBeUndefined();
    slotPreviewToken(41, '?previewSlot=41&slotPreviewToken=tok');
    forgetSlotPreview(41);
    expect(slotPreviewToken(41, '')).toBeUndefined();
  });
});
