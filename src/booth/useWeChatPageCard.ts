import { useEffect } from 'react';
import type { Layout } from '../../schemas/booth/page';
import { runtimeFlags } from '../bridge/flags';

/**
 * Inside WeChat, a booth page's share card (issue 30): its title, first picture and own address, given to
 * WeChat's share menu. Outside WeChat nothing loads; inside, the card is made in the WeChat chunk the
 * shell's WeChat bar already loads (src/pages/share: the one way of sharing).
 */
export function useWeChatPageCard(layout: Layout | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's card changes with its id and version.
  useEffect(() => {
    if (!layout || !runtimeFlags().weChat) return;
    import('../pages/share/WeChatLaunchBar')
      .then((m) => m.applyWeChatPageCard(layout))
      .catch(() => undefined);
  }, [layout?.pageId, layout?.version]);
}
