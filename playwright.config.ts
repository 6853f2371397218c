import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

/** Shoppers use the mall inside the bank app's webview: an Android WebView UA with the bank app token. */
export const BANK_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 MPBank/12.0';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry everywhere: a test that passes only on its retry is reported as flaky (not hidden), and
  // two of them are known and open (a tap lost shortly after a page is ready).
  retries: 1,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual comparisons (visual.spec.ts): one tolerance for every spec. `threshold` is the per-pixel
    // colour distance (YIQ, 0–1) that still counts as equal, which absorbs anti-aliasing; `maxDiffPixelRatio`
    // the share of pixels that may differ beyond it: 0.0001 of 375×812 is 30 pixels. Repeated runs on this
    // machine differ by 0 pixels, while the home tab strip's active tab in another colour changes about 120
    // pixels and a price in another colour 170–650, so a ratio such as 0.01 (about 3,000 pixels) would let
    // those regressions through. Pictures at CSS pixels (375×812, not the device's 2×) keep baselines small.
    toHaveScreenshot: { maxDiffPixelRatio: 0.0001, threshold: 0.2, scale: 'css' },
  },
  // Baselines are committed next to the specs, one folder per spec file, without a platform suffix:
  // they are made and compared on the same Linux + Debian Chromium (tests/README.md).
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    userAgent: BANK_APP_UA,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
