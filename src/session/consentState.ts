import { createStore } from '../ui/store';

/**
 * Where the shopper stands on collection, framework-free so the tracker follows it:
 * 'unknown'  startup has not settled the disclaimer and the license yet — nothing may leave the device;
 * 'granted'  both accepted (or local/dev, which skip them with the sample identity);
 * 'refused'  the license was refused;
 * 'revoked'  the authorisation was revoked on /revokeLicense: tracking erased for this page's life.
 */
export type ConsentState = 'unknown' | 'granted' | 'refused' | 'revoked';

export const consentStore = createStore<ConsentState>('unknown');
