import type { Layout } from '../../../schemas/booth/page';
import { fetchWeChatSignature } from '../../api/wechat';
import { configureWeChat, loadWeChatSdk, setWeChatShareCard, type WeChatJsSdk } from '../../bridge/weChatSdk';
import { messagesOf } from '../../i18n/messages';
import { weChatLaunchMessages } from './messages';
import { type ShareContent, shareCardOf } from './shareLink';

/**
 * Inside WeChat (ADR 0047): the JS-SDK configured for the current page, the card WeChat's own
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

/** The page's first picture (a picture block's, else a carousel's first slide), for the share card. */
function firstPicture(layout: Layout): string | undefined {
  for (const block of layout.blocks) {
    if (block.type === 'picture') return block.props.image.src;
    if (block.type === 'swiper') return block.props.slides[0]?.image.src;
  }
  return undefined;
}

/** A booth page's card: its title, its first picture and this page's own address (no /sharePage target). */
export function applyWeChatPageCard(layout: Layout): Promise<void> {
  const here = new URL(window.location.href);
  here.hash = '';
  return applyWeChatCard({
    title: layout.title,
    desc: messagesOf(weChatLaunchMessages).pageDesc,
    link: here.toString(),
    imgUrl: new URL(firstPicture(layout) ?? '/mbankmall/apple-touch-icon.png', here).toString(),
  });
}
