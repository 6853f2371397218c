/**
 * The contract with the apps' native side. Both the bank app and the lifestyle app inject an
 * object with this shape into the web view: one async entry point taking a method name and
 * parameters, answering { errCode, data }. errCode 0 is success.
 */
export interface NativeResponse {
  errCode: number | string;
  data?: unknown;
  errMsg?: string;
}

export interface NativeBridge {
  call(method: string, params?: Record<string, unknown>): Promise<NativeResponse>;
}

declare global {
  interface Window {
    /** Injected by the bank app. */
    mbankBridge?: NativeBridge;
    /** Injected by the lifestyle app. */
    lifeBridge?: NativeBridge;
  }
}

/** Native error codes with a defined meaning (spec §8). */
export const NativeErrorCode = {
  ok: 0,
  /** The app is too old for this call: show the upgrade prompt. */
  upgradeRequired: 1,
  badParameters: 2,
  unknown: 3,
} as const;

/**
 * What every bridge call resolves to; it never rejects.
 * `via` tells the UI whether the app did it or a browser fallback did.
 */
export type BridgeOutcome<T> =
  | { ok: true; via: 'native' | 'browser'; value: T }
  | { ok: false; reason: 'upgrade-required'; message: string }
  | { ok: false; reason: 'failed'; code: number; message: string };
