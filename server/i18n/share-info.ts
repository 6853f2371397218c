import { defineMessages } from '../../schemas/i18n/define';

/** Why device/decrypt refuses the bank app's sealed device information. */
export const deviceInfoRefusalMessages = defineMessages(
  'server.refusals.deviceInfo',
  {
    malformed: '设备信息格式有误',
    unverified: '设备信息校验未通过，可能已被篡改',
    incomplete: '设备信息不完整',
  },
  {
    malformed: 'Malformed device information',
    unverified: 'Device information failed verification; it may have been tampered with',
    incomplete: 'Device information is incomplete',
  },
);

/** Informational pages and the customer's agreement. */
export const infoPageRefusalMessages = defineMessages(
  'server.refusals.infoPage',
  {
    page_missing: '该页面暂无内容',
    stale_version: '协议已更新，请阅读最新版本后再同意',
  },
  {
    page_missing: 'This page has no content yet',
    stale_version: 'The agreement has been updated; please read the current version before agreeing',
  },
);
