import type { SessionArea } from './flowDeps';
import { SURVIVES_SIGN_OUT } from './keys';

/**
 * Server code 0003 (spec §8): session storage is cleared. Every key goes except those that exist to
 * outlive the sign-on round trip (keys.ts SURVIVES_SIGN_OUT), so a buy tapped while signed out still
 * completes and a forced language still holds after the shopper signs on again.
 */
export function clearSessionStorage(store: SessionArea): void {
  const names: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const name = store.key(i);
    if (name !== null) names.push(name);
  }
  for (const name of names) {
    if (!SURVIVES_SIGN_OUT.some((kept) => name.startsWith(kept))) store.removeItem(name);
  }
}
