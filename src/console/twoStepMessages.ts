import { defineMessages } from '../../schemas/i18n/define';

/** Two-step sign-in (ADR 0067): the sign-in's code field, the enrolment dialog, the approvers' count. */
export const twoStepMessages = defineMessages(
  'console.twoStep',
  {
    code: '动态验证码',
    codeHint: '该账号已开启两步验证：请输入身份验证器 App 中的 6 位数字',
    codeBad: '请输入 6 位数字',
    codeRefused: '账号、密码或动态验证码不正确（每个验证码只能使用一次），或账号已停用',
    open: '两步验证',
    heading: '开启两步验证',
    intro:
      '用身份验证器 App（如 Microsoft Authenticator、Google Authenticator）扫描二维码，或手动输入下方密钥，然后输入 App 显示的 6 位验证码确认。',
    qr: '身份验证器的绑定二维码',
    secret: '密钥（仅显示这一次）',
    confirm: '确认开启',
    cancel: '关闭',
    done: '两步验证已开启：以后登录时需输入动态验证码',
    failed: (why: string) => `操作失败：${why}`,
    pending: (n: number) => `待我审批 ${n}`,
  },
  {
    code: 'Code',
    codeHint: 'This account has two-step sign-in: enter the 6 digits your authenticator app shows',
    codeBad: 'Enter 6 digits',
    codeRefused: 'Wrong account, password or code (each code signs in once), or the account is disabled',
    open: 'Two-step sign-in',
    heading: 'Turn on two-step sign-in',
    intro:
      'Scan the QR code with an authenticator app (Microsoft Authenticator, Google Authenticator…) or type the key below, then enter the 6-digit code the app shows.',
    qr: 'QR code linking an authenticator app',
    secret: 'Key (shown this once only)',
    confirm: 'Turn on',
    cancel: 'Close',
    done: 'Two-step sign-in is on: signing in now asks for a code',
    failed: (why: string) => `Failed: ${why}`,
    pending: (n: number) => `${n} to approve`,
  },
);
