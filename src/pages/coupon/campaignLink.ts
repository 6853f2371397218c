import { newUniqueCode } from '../../api/client';
import { sendCampaignCoupon } from '../../api/couponCenter';
import { errorMessage, isApiError } from '../../api/errors';
import { messagesOf } from '../../i18n/messages';
import { sessionSettledStore } from '../../session/overlayGate';
import { handleNotLoggedIn } from '../../session/startSession';
import { getUserCode } from '../../session/userStore';
import { modal } from '../../ui/modalStore';
import { campaignMessages } from './campaignMessages';

/** The campaign link's query parameter (kept here, off the first route's code). */
export const COUPON_TOKEN_PARAM = 'couponToken';

/**
 * The SSO's success as the address it returns to carries it (spec §8: respCode 1000). Read here as a plain
 * parameter, not through session/loginReturn.ts and schemas/api/login.ts: importing those from this lazy chunk
 * makes the first route's chunk export them, 14 B over its budget. A bank that answers in cmbData only gets
 * the ordinary call after its sign-on, which sends the coupon as well.
 */
const SSO_ANSWER = { param: 'respCode', success: '1000' } as const;

/**
 * True when this document is the bank sign-on's return to this very campaign link: the address it was loaded
 * with carried the SSO's success next to the token (the session has removed the answer since). The claim is
 * then the one for right after sign-on, token-coupon-send-login, as spec §7 pairs them.
 */
function backFromSignOn(token: string, win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
  if (!entry) return false;
  const loaded = new URL(entry.name).searchParams;
  return loaded.get(COUPON_TOKEN_PARAM) === token && loaded.get(SSO_ANSWER.param) === SSO_ANSWER.success;
}

/** Resolves once startup (disclaimer, consent, the return from a sign-on) has settled. */
function settled(): Promise<void> {
  if (sessionSettledStore.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = sessionSettledStore.subscribe(() => {
      if (!sessionSettledStore.get()) return;
      stop();
      resolve();
    });
  });
}

/**
 * A campaign link (`/couponCenter?couponToken=…`, spec §7 token-coupon-send): the coupon center claims the
 * campaign's coupon on arrival and the shopper is told what happened. (The coupon center and not every page:
 * a check on every page would weigh on the first route's budget for the few visits that carry a token.) Signed out, the bank sign-on starts first; it brings the
 * shopper back to this address, token included, and the claim runs then with token-coupon-send-login (the
 * variant for right after sign-on, which answers why nothing was given rather than refusing). The token leaves the address once
 * the server answered, so a reload or a shared address does not claim again (the server would answer
 * 'already' anyway: one per customer and campaign).
 */
export async function claimCampaignCoupon(win: Window = window): Promise<void> {
  const url = new URL(win.location.href);
  const token = url.searchParams.get(COUPON_TOKEN_PARAM);
  if (!token) return;
  await settled();
  if (!getUserCode()) {
    handleNotLoggedIn();
    return;
  }
  const t = messagesOf(campaignMessages);
  let title: string;
  let message: string;
  try {
    const result = await sendCampaignCoupon(token, newUniqueCode(), backFromSignOn(token, win));
    const name = result.coupon?.name ?? '';
    if (result.sent) [title, message] = [t.sentTitle, t.sent(name)];
    else if (result.already) [title, message] = [t.alreadyTitle, t.already(name)];
    else [title, message] = [t.refusedTitle, t[result.reason ?? 'unknownToken']];
  } catch (error) {
    // Signed out meanwhile: the client has started the sign-on, which comes back here.
    if (isApiError(error) && error.handled) return;
    [title, message] = [t.refusedTitle, errorMessage(error)];
  }
  const now = new URL(win.location.href);
  now.searchParams.delete(COUPON_TOKEN_PARAM);
  win.history.replaceState(win.history.state, '', `${now.pathname}${now.search}${now.hash}`);
  await modal.alert({ title, message, okText: t.ok });
}
