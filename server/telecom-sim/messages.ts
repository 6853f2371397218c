import { defineMessages } from '../../schemas/i18n/define';

/** The simulated telecom operator's staff page (server/telecom-sim), in the request's language. */
export const telecomSimMessages = defineMessages(
  'server.telecomSim',
  {
    title: '运营商短信模拟器',
    heading: '中国联通短信模拟器',
    intro: '模拟运营商发给用户手机的验证码短信，供测试人员查看。',
    token: '运营口令',
    tokenHint: '启动时写入 DATA_DIR/operator-token 的口令',
    enter: '查看短信',
    wrongToken: '口令不正确',
    phone: '手机号（可选）',
    refresh: '刷新',
    empty: '暂无有效的验证码短信',
    text: (code: string, minutes: number) =>
      `【中国联通】您的验证码为 ${code}，${minutes} 分钟内有效，用于商城联通用户专享价验证，请勿告诉他人。`,
    to: (phone: string) => `发送至 ${phone}`,
    at: (time: string) => `发送于 ${time}`,
  },
  {
    title: 'Operator text simulator',
    heading: 'China Unicom text simulator',
    intro: 'The verification texts the simulated operator sent to subscribers’ phones, for testers.',
    token: 'Operator token',
    tokenHint: 'The token written to DATA_DIR/operator-token at start',
    enter: 'Show texts',
    wrongToken: 'Wrong token',
    phone: 'Phone number (optional)',
    refresh: 'Refresh',
    empty: 'No verification texts that are still valid',
    text: (code: string, minutes: number) =>
      `[China Unicom] Your verification code is ${code}, valid for ${minutes} minutes, for the mall's carrier-user price. Do not share it.`,
    to: (phone: string) => `To ${phone}`,
    at: (time: string) => `Sent at ${time}`,
  },
);
