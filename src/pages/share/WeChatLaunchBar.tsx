import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { opensAppByWeChatTag } from '../../bridge/appOpen';
import { runtimeFlags } from '../../bridge/flags';
import { useMessages } from '../../i18n/messages';
import { readMallEnv } from '../../lib/env';
import { pageCardStore } from '../../screen/pageCard';
import { weChatLaunchMessages } from './messages';
import { applyWeChatPageCard, readyWeChat } from './weChatCard';

/** The share card's entry too: both lazy importers name this one chunk (the first route names one file). */
export { applyWeChatShareCard } from './weChatCard';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** WeChat's open tag: renders its template and opens the named app when tapped (JS-SDK 1.6). */
      'wx-open-launch-app': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        appid: string;
        extinfo: string;
      };
    }
  }
}

/**
 * Set through the style object (CSSOM), which the page's CSP allows for client-rendered elements: the bar
 * has no stylesheet of its own, so the shell's lazy import names one file less (first-route budget).
 */
const BAR: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: 0,
  padding: '8px 12px',
  background: '#fff7e6',
  color: '#5c3d00',
  fontSize: 14,
  lineHeight: 1.4,
};

/** The tag's template: a button with our words, its markup made by the DOM (escaped by construction). */
function templateHtml(label: string): string {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  return button.outerHTML;
}

/**
 * Inside WeChat, the way into the bank app: WeChat blocks the mbank:// scheme the tap-redirect
 * uses elsewhere (bridge/appOpen.ts), so the page offers WeChat's `<wx-open-launch-app>` (listed in
 * wx.config's openTagList), which opens the app on this page (extinfo). When WeChat cannot (configuration
 * refused, the tag's error event) the bar says what to do instead.
 */
/** The booth page on screen becomes WeChat's share card, now and whenever the shopper opens another one. */
function useBoothPageCard(): void {
  useEffect(() => {
    const apply = () => {
      const layout = pageCardStore.get();
      if (layout) applyWeChatPageCard(layout).catch(() => undefined);
    };
    apply();
    return pageCardStore.subscribe(apply);
  }, []);
}

export default function WeChatLaunchBar() {
  useBoothPageCard();
  return opensAppByWeChatTag({ env: readMallEnv(), flags: runtimeFlags() }) ? <LaunchBar /> : null;
}

function LaunchBar() {
  const t = useMessages(weChatLaunchMessages);
  const location = useLocation();
  const [launch, setLaunch] = useState<{ appId: string; page: string } | 'failed' | null>(null);
  const page = `${location.pathname}${location.search}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page address is configured on its own
  useEffect(() => {
    let live = true;
    readyWeChat().then(
      (ready) => live && setLaunch({ appId: ready.launchAppId, page: window.location.href }),
      () => live && setLaunch('failed'),
    );
    return () => {
      live = false;
    };
  }, [page]);

  // The tag's error event (WeChat could not open the app): a ref with a cleanup (React 19) listens to it.
  const listen = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onError = () => setLaunch('failed');
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, []);

  if (launch === 'failed')
    return (
      <p style={BAR} role="status" data-testid="wechat-launch-failed">
        {t.failed}
      </p>
    );
  if (!launch) return null;
  return (
    <div style={BAR} data-testid="wechat-launch">
      <span>{t.bar}</span>
      <wx-open-launch-app ref={listen} appid={launch.appId} extinfo={launch.page}>
        {/* WeChat draws the template in its own frame: plain markup, no script of ours runs in it. */}
        <script
          type="text/wxtag-template"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the template is our own escaped words
          dangerouslySetInnerHTML={{ __html: templateHtml(t.openInApp) }}
        />
      </wx-open-launch-app>
    </div>
  );
}
