/** User-facing wording of the session flow (spec §1, §2, §8), in one place for screens and tests. */

/** The company that runs the mall on the bank's behalf. */
export const OPERATING_COMPANY = 'Mall Services Co., Ltd.';

export const SessionTexts = {
  disclaimerTitle: 'Disclaimer',
  disclaimer: `This service is provided by ${OPERATING_COMPANY}, a separate company from the bank. The bank does not provide, and is not responsible for, the goods and services sold in the mall.`,
  confirm: 'confirm',
  notSsoUser: 'The mall only supports single-sign-on users, please log in with it and retry',
  ok: 'OK',
  licenseTitle: 'User information authorisation',
  licenseIntro: 'To deliver your orders, the mall asks the bank for the following information:',
  licenseCheckbox: 'I have read and agree to the',
  licenseLink: 'User Information Authorisation Agreement',
  refuse: 'Refuse',
  agree: 'Agree',
  secondPromptTitle: 'Agree to the authorisation?',
  secondPrompt:
    'The mall can only serve you with this information. Please read the agreement and agree to it.',
  thinkAgain: 'think again',
  agreeAuthorisation: 'agree authorisation',
} as const;

/** Failure code when the login failed without one of its own (spec §8). */
export const DEFAULT_LOGIN_ERROR_CODE = 'LOGIN0911';

const BRACKETED = /[([（【][^)\]）】]*[)\]）】]/g;

/** The bracketed parts of a text ('[LOGIN0912]', '(ref 42)'): references users quote to support. */
export const bracketedParts = (text: string): string[] => text.match(BRACKETED) ?? [];

/** '{code} login error, please retry' plus the bracketed parts of the original text (spec §8). */
export function loginFailureText(code: string | null | undefined, text = ''): string {
  const shown = code?.trim() ? code.trim() : DEFAULT_LOGIN_ERROR_CODE;
  return [`${shown} login error, please retry`, ...bracketedParts(text)].join(' ');
}
