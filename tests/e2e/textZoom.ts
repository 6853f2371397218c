import type { APIResponse, Page, Route } from '@playwright/test';

/**
 * Android WebView's textZoom (WebSettings.setTextZoom) and WeChat's font setting, emulated in Chromium
 * (ADR 0043). The web view hands the percentage to Blink as its text zoom factor, which multiplies every
 * computed font size (and fixed line heights) but no box: widths, heights, paddings and the viewport stay.
 * Desktop Chromium has no switch for it (no CDP method, no flag), and the mall's CSS is in px, so doubling
 * the root font size would change nothing. So the spec doubles the px lengths of every font-size and
 * line-height declaration (and the elder floor, --mall-min-font) in each stylesheet as it arrives — the
 * entry CSS inlined in the page as well as the lazy chunks' files — and CDP's Page.setFontSizes doubles the
 * default sizes that unstyled text and form controls start from. em, % and unitless values follow by
 * themselves. Limits: sizes set from script (none in the mall today) and text in canvas or images are not
 * scaled; the page runs with bypassCSP because the rewritten inline stylesheet no longer matches its hash.
 */
const SIZED = /(font-size|line-height|--mall-min-font)(\s*:\s*)([^;}]*)/g;

export function zoomStylesheet(css: string, factor: number): string {
  return css.replace(
    SIZED,
    (_m, property: string, colon: string, value: string) =>
      `${property}${colon}${value.replace(/(\d+(?:\.\d+)?)px/g, (_px, n: string) => `${Number(n) * factor}px`)}`,
  );
}

/**
 * The route's response, fetched by Playwright's own HTTP client. That client reuses sockets the server may
 * have just closed as idle (keep-alive), which fails one fetch in a few hundred with ECONNRESET; the
 * browser itself would simply ask again, so this asks once more rather than failing the page's load.
 */
async function fetchOnce(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return route.fetch();
  }
}

/** Scales the page's text by `percent` (200 = twice as large) from its next navigation on. */
export async function emulateTextZoom(page: Page, percent: number): Promise<void> {
  const factor = percent / 100;
  await page.route(/\.css(\?|$)/, async (route) => {
    const response = await fetchOnce(route);
    await route.fulfill({ response, body: zoomStylesheet(await response.text(), factor) });
  });
  await page.route(/\/mbankmall\//, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await fetchOnce(route);
    const html = (await response.text()).replace(
      /<style>([\s\S]*?)<\/style>/g,
      (_m, css: string) => `<style>${zoomStylesheet(css, factor)}</style>`,
    );
    await route.fulfill({ response, body: html });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
}
