import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { HYDRATION_ERROR_PREFIX } from '../../src/lib/hydration';
import { type MallServer, startMallServer } from './mallServer';

/** One real server per worker; every test gets baseURL pointing at its /mbankmall/ app. */
export const test = base.extend<{ pageErrors: Error[] }, { mall: MallServer }>({
  mall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const server = await startMallServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ mall }, use) => {
    await use(`${mall.url}/mbankmall/`);
  },
  // Hydration never mismatches (ADR 0029): a test in which React had to recover from one fails.
  page: async ({ page }, use) => {
    const recovered: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR_PREFIX))
        recovered.push(message.text());
    });
    await use(page);
    expect(recovered, 'React recovered from a hydration mismatch').toEqual([]);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await use(errors);
  },
});

/**
 * The same with a server of its own per worker whose operator token the spec sets itself, for specs that
 * read through the operator endpoints (tracking): the token is known for sure, and no other spec's events
 * reach that server's counters.
 */
const OPERATOR_TOKEN = randomBytes(18).toString('base64url');
export const operatorTest = test.extend<Record<never, never>, { mall: MallServer }>({
  mall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const server = await startMallServer({ OPERATOR_TOKEN });
      await use({ ...server, operatorToken: OPERATOR_TOKEN });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };
