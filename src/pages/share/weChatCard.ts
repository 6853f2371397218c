import { fetchWeChatSignature } from '../../api/wechat';
import { configureWeChat, loadWeChatSdk, setWeChatShareCard, type WeChatJsSdk } from '../../bridge/weChatSdk';
import { type ShareContent, shareCardOf } from './shareLink';

/**
 * Inside WeChat (issue 30, ADR 0047): the JS-SDK configured for the current page, the card WeChat's own
 * share menu shows (the same /sharePage link, title, picture and words as the share sheet, shareLink.ts)
 * and the bank app's id for `<wx-open-launch-app>`. Loaded on demand (useWeChatShareCard, the launch
 * bar), so none of it is in the mall's bytes outside WeChat.
 */
export interface WeChatReady {
  wx: WeChatJsSdk;
  launchAppId: string;
}

/** wx.config belongs to one page address (its #fragment aside): one configuration per address at a time. */
let current: { page: string; ready: Promise<WeChatReady> } | undefined;

async function configure(page: string): Promise<WeChatReady> {
  const signed = await fetchWeChatSignature(page);
  const wx = await loadWeChatSdk(signed.sdkUrl);
  await configureWeChat(wx, signed);
  return { wx, launchAppId: signed.launchAppId };
}

/** The SDK configured for this page; rejects (WeChat's errMsg) when the configuration failed. */
export function readyWeChat(): Promise<WeChatReady> {
  const page = window.location.href.split('#', 1)[0] ?? '';
  if (current?.page !== page) {
    const ready = configure(page);
    const entry = { page, ready };
    current = entry;
    // A failed configuration is tried again by the next caller, not remembered.
    ready.catch(() => {
      if (current === entry) current = undefined;
    });
  }
  return current.ready;
}

/** Each new card supersedes the ones still on their way. */
let latest = 0;

/** A card as WeChat takes it: the link and picture absolute. */
export interface WeChatCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** Sets the page's WeChat card; a failure leaves WeChat's default card (no error for the shopper). */
export async function applyWeChatCard(card: WeChatCard): Promise<void> {
  const mine = ++latest;
  const { wx } = await readyWeChat();
  if (mine !== latest) return;
  await setWeChatShareCard(wx, card);
}

/** The card of something shared through /sharePage (product, group-buy invite, lottery assist). */
export function applyWeChatShareCard(share: ShareContent): Promise<void> {
  const card = shareCardOf(share);
  return applyWeChatCard({ title: card.title, desc: card.content, link: card.url, imgUrl: card.picurl });
}
