import { browserOk, callNative } from './call';
import type { BridgeOutcome } from './types';

/** What the bank app hands over: its sealed address, or nothing when there is no bank app. */
export type BankAddress = { available: true; cipher: string } | { available: false };

const NOT_AVAILABLE: BankAddress = { available: false };

const bankBridge = () => (typeof window === 'undefined' ? undefined : window.mbankBridge);

/**
 * Whether asking for the bank address can succeed at all: only the bank app's bridge has one. Screens use
 * it to offer the action; a plain browser (the fallback) and the lifestyle app answer false.
 */
export const canShareBankAddress = (): boolean => bankBridge() !== undefined;

/** The bank app answers { cipher } (base64url payload + '.' + signature); the server opens it. */
function readCipher(data: unknown): BankAddress | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const cipher = (data as { cipher?: unknown }).cipher;
  return typeof cipher === 'string' && cipher.length > 0 ? { available: true, cipher } : undefined;
}

/**
 * The customer's address as the bank app knows it, sealed. Only the bank app has it: the lifestyle
 * app and a plain browser answer 'not available' (a success, so no error is shown for asking).
 */
export async function getBankAddress(): Promise<BridgeOutcome<BankAddress>> {
  const bridge = bankBridge();
  if (!bridge) return browserOk(NOT_AVAILABLE);
  return callNative(bridge, 'getBankAddress', {}, readCipher);
}
