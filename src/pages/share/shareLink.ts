import type { ShareTarget } from '../../../schemas/api/share';
import { SHARE_TYPES } from '../../../schemas/api/share';
import { SPA_BASE_PATH } from '../../../schemas/booth/url';
import { copy, shareToWeChat } from '../../bridge/share';
import { messagesOf } from '../../i18n/messages';
import { toast } from '../../ui/toast';
import { reportBridgeOutcome } from '../../ui/upgradePrompt';
import { shareMessages } from './messages';

/**
 * The one way to share something from the mall: every share produces a /sharePage link, which
 * opens a preview card of the target and a button into it. Product, group-buy and lottery pages use it.
 */

const KEYS = ['spuNo', 'skuNo', 'teamId', 'activityNo', 'joinCode', 'from'] as const;

/** The SPA route of the share page for a target ('/sharePage?type=product&spuNo=…'). */
export function sharePagePath(target: ShareTarget): string {
  const q = new URLSearchParams({ type: target.type });
  for (const key of KEYS) {
    const value = target[key];
    if (value !== undefined) q.set(key, value);
  }
  return `/sharePage?${q.toString()}`;
}

/** The absolute address a friend opens (this page's origin, the mall's base path). */
export const sharePageUrl = (target: ShareTarget): string =>
  new URL(`${SPA_BASE_PATH}${sharePagePath(target).slice(1)}`, window.location.href).toString();

/** The target a /sharePage address names, or null when its type is not one we share. */
export function shareTargetOf(params: URLSearchParams): ShareTarget | null {
  const type = params.get('type');
  const known = SHARE_TYPES.find((t) => t === type);
  if (!known) return null;
  const target: ShareTarget = { type: known };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') target[key] = value;
  }
  return target;
}

export type ShareChannel = 'session' | 'timeline' | 'copy';

export interface ShareContent {
  target: ShareTarget;
  title: string;
  content: string;
  /** The card's picture (a relative address is made absolute: the app fetches it). */
  imageUrl: string;
}

/**
 * The card every way of sharing carries (the app's WeChat share, the browser's sheet, WeChat's own menu
 * through the JS-SDK): the /sharePage link and an absolute picture (whoever shows the card fetches it).
 */
export function shareCardOf(share: ShareContent): {
  url: string;
  picurl: string;
  title: string;
  content: string;
} {
  return {
    url: sharePageUrl(share.target),
    picurl: new URL(share.imageUrl || '/favicon.ico', window.location.href).toString(),
    title: share.title,
    content: share.content,
  };
}

/** Shares through the app to a WeChat chat or Moments; a browser uses its share sheet or copies the link. */
export async function shareTarget(share: ShareContent, channel: ShareChannel): Promise<void> {
  const t = messagesOf(shareMessages);
  const card = shareCardOf(share);
  if (channel === 'copy') {
    if (await reportBridgeOutcome(await copy(card.url))) toast(t.linkCopied);
    return;
  }
  const outcome = await shareToWeChat({ scene: channel, ...card });
  if (!(await reportBridgeOutcome(outcome))) return;
  if (outcome.ok && outcome.value === 'link-copied') toast(t.linkCopied);
}
