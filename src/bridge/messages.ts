import { defineMessages } from '../../schemas/i18n/define';
import { messagesOf } from '../i18n/messages';
import { NativeErrorCode } from './types';

/** User-facing wording for native errors (spec §8). The UI shows these; callers need not invent any. */
export const bridgeMessages = defineMessages(
  'bridge',
  {
    upgradeRequired: '当前版本过低，请升级到最新版本',
    badParameters: '参数错误',
    unknown: '未知错误',
    copyFailed: '复制失败，请手动复制',
    storageUnavailable: '存储不可用',
  },
  {
    upgradeRequired: 'App version too low, please update to the latest version',
    badParameters: 'Bad parameters',
    unknown: 'Unknown error',
    copyFailed: 'Copy failed, please copy it manually',
    storageUnavailable: 'Storage is not available',
  },
);

/** The visit's texts, read when a call fails (the language is decided at boot, after this module loads). */
export const bridgeText = () => messagesOf(bridgeMessages);

/** Message for a native errCode; codes without a defined meaning read as 'unknown error'. */
export function nativeErrorMessage(code: number): string {
  switch (code) {
    case NativeErrorCode.upgradeRequired:
      return bridgeText().upgradeRequired;
    case NativeErrorCode.badParameters:
      return bridgeText().badParameters;
    default:
      return bridgeText().unknown;
  }
}
