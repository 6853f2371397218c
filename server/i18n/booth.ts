import { defineMessages } from '../../schemas/i18n/define';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** 'YYYY-MM-DD HH:mm' in Beijing time, the console's own clock. */
const beijingMinute = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * What the booth operator API says when it refuses a write that would lose someone's work (ADR 0044), in
 * both languages; the console shows it as it comes.
 */
export const boothMessages = defineMessages(
  'server.booth',
  {
    staleEdit: (who: string, at: number) =>
      `页面已由 ${who} 于 ${beijingMinute(at)}（北京时间）修改，请重新载入后再保存`,
    staleEditUnknown: '页面已被修改，请重新载入后再保存',
    notScheduled: (version: number) => `v${version} 不是待生效的定时版本（已生效或已取消）`,
    scheduleInPast: '新的生效时间必须晚于现在',
  },
  {
    staleEdit: (who: string, at: number) =>
      `The page was changed by ${who} at ${beijingMinute(at)} (Beijing time); reload it before saving`,
    staleEditUnknown: 'The page was changed; reload it before saving',
    notScheduled: (version: number) => `v${version} is not a version waiting to go live (live or cancelled)`,
    scheduleInPast: 'The new time must be later than now',
  },
);
