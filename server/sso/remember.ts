import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { code } from '../../schemas/api/primitives';

/**
 * The simulated bank app's session on this device (spec §4 step two: sign-on is silent when the bank
 * app already has one). The SSO remembers the customer last chosen here and approves the next sign-on
 * at once. The cookie lives on the SSO's own path, so the mall's pages and API never see it; httpOnly
 * (no script reads it); SameSite=Lax, so it travels on the top-level redirect from the mall.
 *
 * It holds the customer number as is: anyone may choose any customer on this simulated page, so a
 * forged value gains nothing the chooser would not give. A real bank keeps a server-side session.
 */
export const REMEMBER_COOKIE = 'mbank_sso_customer';
export const REMEMBER_PATH = '/sso';
/** Like a bank app that stays signed in on the phone for months. */
export const REMEMBER_MAX_AGE_S = 180 * 24 * 60 * 60;

const customerNoSchema = code(32);

/** The remembered customer number, or null when there is none (or it cannot be one). */
export function rememberedCustomer(c: Context): string | null {
  return customerNoSchema.safeParse(getCookie(c, REMEMBER_COOKIE)).data ?? null;
}

export function rememberCustomer(c: Context, customerNo: string, publicOrigin: string): void {
  setCookie(c, REMEMBER_COOKIE, customerNo, {
    path: REMEMBER_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    // Secure wherever shoppers reach the server over HTTPS; plain http on 127.0.0.1 would drop it.
    secure: new URL(publicOrigin).protocol === 'https:',
    maxAge: REMEMBER_MAX_AGE_S,
  });
}

export function forgetCustomer(c: Context): void {
  deleteCookie(c, REMEMBER_COOKIE, { path: REMEMBER_PATH });
}
