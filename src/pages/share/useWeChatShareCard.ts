import { useEffect } from 'react';
import { runtimeFlags } from '../../bridge/flags';
import type { ShareContent } from './shareLink';

/**
 * Inside WeChat, gives the page's share card (title, picture, description, /sharePage link) to WeChat's
 * own share menu through the JS-SDK. Outside WeChat it does nothing and loads nothing: the SDK
 * code is a separate chunk (the one the shell's WeChat launch bar loads) fetched only here.
 */
export function useWeChatShareCard(share: ShareContent | null): void {
  const key = share ? JSON.stringify(share) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card's content (key) is its identity
  useEffect(() => {
    if (!share || !runtimeFlags().weChat) return;
    import('./WeChatLaunchBar').then((m) => m.applyWeChatShareCard(share)).catch(() => undefined);
  }, [key]);
}
