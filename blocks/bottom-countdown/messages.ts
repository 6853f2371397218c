import { defineMessages } from '../../schemas/i18n/define';

/** Days before the clock: '2天 05:09:03' / '2d 05:09:03'. The strip's labels are the operator's. */
export const bottomCountdownMessages = defineMessages(
  'blocks.bottomCountdown',
  { withDays: (days: number, clock: string) => `${days}天 ${clock}` },
  { withDays: (days: number, clock: string) => `${days}d ${clock}` },
);
