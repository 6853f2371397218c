import { bridgeText, nativeErrorMessage } from './messages';
import { type BridgeOutcome, type NativeBridge, NativeErrorCode } from './types';

/** The injected bridge, if any. The bank app's wins when both exist (it never happens in practice). */
export function getBridge(): NativeBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.mbankBridge ?? window.lifeBridge;
}

export const browserOk = <T>(value: T): BridgeOutcome<T> => ({ ok: true, via: 'browser', value });

export const failed = <T>(code: number, message: string): BridgeOutcome<T> => ({
  ok: false,
  reason: 'failed',
  code,
  message,
});

/**
 * Calls a native method and maps its answer. Never rejects: a thrown or malformed answer becomes
 * 'unknown error', so no screen can crash on a misbehaving app build.
 * `read` turns the answer's data into the call's value; returning undefined there means malformed.
 */
export async function callNative<T>(
  bridge: NativeBridge,
  method: string,
  params: Record<string, unknown>,
  read: (data: unknown) => T | undefined,
): Promise<BridgeOutcome<T>> {
  let response: Awaited<ReturnType<NativeBridge['call']>>;
  try {
    response = await bridge.call(method, params);
  } catch {
    return failed(NativeErrorCode.unknown, bridgeText().unknown);
  }
  const code = Number(response?.errCode);
  if (code === NativeErrorCode.ok) {
    const value = read(response.data);
    if (value === undefined) return failed(NativeErrorCode.unknown, bridgeText().unknown);
    return { ok: true, via: 'native', value };
  }
  if (code === NativeErrorCode.upgradeRequired) {
    return { ok: false, reason: 'upgrade-required', message: bridgeText().upgradeRequired };
  }
  const known = Number.isInteger(code) ? code : NativeErrorCode.unknown;
  return failed(known, nativeErrorMessage(known));
}

/** For calls whose answer carries nothing we need. */
export const ignoreData = (): null => null;
