import type { AppDeps } from '../config';
import { SPECIAL_PURCHASE_DEFAULTS, type SpecialPurchaseConfig } from '../domain/special-purchase';

/** The special-purchase timings: the configured ones over the defaults (domain/special-purchase.ts). */
export const specialConfig = (deps: AppDeps): SpecialPurchaseConfig => ({
  ...SPECIAL_PURCHASE_DEFAULTS,
  ...deps.config.specialPurchases,
});
