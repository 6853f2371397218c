import { NativeErrorCode } from './types';

/** User-facing wording for native errors (spec §8). The UI shows these; callers need not invent any. */
export const BridgeMessages = {
  upgradeRequired: 'App version too low, please update to the latest version',
  badParameters: 'Bad parameters',
  unknown: 'Unknown error',
  copyFailed: 'Copy failed, please copy it manually',
  storageUnavailable: 'Storage is not available',
} as const;

/** Message for a native errCode; codes without a defined meaning read as 'unknown error'. */
export function nativeErrorMessage(code: number): string {
  switch (code) {
    case NativeErrorCode.upgradeRequired:
      return BridgeMessages.upgradeRequired;
    case NativeErrorCode.badParameters:
      return BridgeMessages.badParameters;
    default:
      return BridgeMessages.unknown;
  }
}
