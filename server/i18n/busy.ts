import { defineMessages } from '../../schemas/i18n/define';

/**
 * The load-shedding answer (server/http/load-shed.ts). Worded as the spec's "system busy" so the app's
 * busy handling (spec §8) recognises it in either language.
 */
export const busyMessages = defineMessages(
  'server.busy',
  { busy: '系统繁忙，请稍后再试' },
  { busy: 'System busy, please try again later' },
);
