import { useEffect } from 'react';
import type { Layout } from '../../schemas/booth/page';
import { runtimeFlags } from '../bridge/flags';
import { messagesOf } from '../i18n/messages';
import { boothMessages } from './messages';

/** The page's first picture (a picture block's, else a carousel's first slide), for the share card. */
function firstPicture(layout: Layout): string | undefined {
  for (const block of layout.blocks) {
    if (block.type === 'picture') return block.props.image.src;
    if (block.type === 'swiper') return block.props.slides[0]?.image.src;
  }
  return undefined;
}

/**
 * Inside WeChat, a booth page's share card (issue 30): its title, its first picture and this page's own
 * address, given to WeChat's share menu. Outside WeChat nothing loads; inside, the SDK's chunk is the one
 * the shell's WeChat bar already loads (src/pages/share: the one way of sharing).
 */
export function useWeChatPageCard(layout: Layout | null): void {
  const pageId = layout?.pageId;
  const version = layout?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's card changes with its id and version.
  useEffect(() => {
    if (!layout || !runtimeFlags().weChat) return;
    const here = new URL(window.location.href);
    here.hash = '';
    const card = {
      title: layout.title,
      desc: messagesOf(boothMessages).shareDesc,
      link: here.toString(),
      imgUrl: new URL(firstPicture(layout) ?? '/mbankmall/apple-touch-icon.png', here).toString(),
    };
    import('../pages/share/WeChatLaunchBar').then((m) => m.applyWeChatCard(card)).catch(() => undefined);
  }, [pageId, version]);
}
