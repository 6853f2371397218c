import { expect, type Page } from '@playwright/test';
import { blockSharedMessages } from '../../blocks/shared/messages';

/**
 * Closes an operator's booth popup (a once-only greeting) whenever it covers what a test taps next. The
 * close is tapped again while the popup stays: a tap that lands before the popup's part of the page has
 * hydrated can be lost, and the handler then waited a whole test timeout for the popup to go (share.spec,
 * once under load).
 */
export async function dismissBoothPopups(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page
      .getByTestId('booth-overlay')
      .getByRole('button', { name: blockSharedMessages['zh-CN'].close, exact: true }),
    async (close) => {
      await expect(async () => {
        if (await close.isVisible()) await close.click({ timeout: 2000 });
        await expect(close).toBeHidden({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
    },
  );
}
