/**
 * Deployment-specific addresses the bridge needs. The shell sets them once at boot with
 * configureBridge; the defaults are placeholders that make a missing configuration obvious.
 */
export interface BridgeConfig {
  /** Where 'update now' goes when the app cannot open its store page itself. */
  appStoreUrl: string;
  /** Builds the scheme URL that opens the given page inside the native app. */
  appOpenUrl: (pageUrl: string) => string;
}

const defaults: BridgeConfig = {
  appStoreUrl: 'https://mbank.example.com/app/download',
  // The bank app registers the mbank:// scheme; 'open' loads the url parameter in a web view.
  appOpenUrl: (pageUrl) => `mbank://open?url=${encodeURIComponent(pageUrl)}`,
};

let current: BridgeConfig = { ...defaults };

export function configureBridge(partial: Partial<BridgeConfig>): void {
  current = { ...current, ...partial };
}

export function bridgeConfig(): Readonly<BridgeConfig> {
  return current;
}

/** Tests restore the defaults between cases. */
export function resetBridgeConfig(): void {
  current = { ...defaults };
}
