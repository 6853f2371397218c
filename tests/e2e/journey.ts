import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { orderMessages } from '../../src/pages/order/messages';
import type { MallServer } from './mallServer';

/**
 * E2E helpers of a shopper's journey that many specs share: the mall's API called directly (to set up
 * what a test starts from), the app's address on a server, waiting for a screen's data, and an order
 * bought and paid on the real cashier page.
 */

interface Envelope<T> {
  resCode: string;
  resMsg: string;
  result: T;
}

/**
 * One call of the mall's API: GET without `json`, POST with it; every write carries a fresh uniqueCode as
 * the app's client does (create-order requires one). Answers the envelope's result, throws on a refusal.
 */
export async function call<T>(url: string, headers: Record<string, string> = {}, json?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...headers,
      ...(json === undefined ? {} : { 'content-type': 'application/json', uniqueCode: randomUUID() }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.resCode !== '0000') throw new Error(`${url}: ${body.resCode} ${body.resMsg}`);
  return body.result;
}

/** `call` as the shopper `userCode` ('' when signed out) at `path` of the server's origin. */
export const api = <T>(origin: string, path: string, userCode: string, json?: unknown): Promise<T> =>
  call<T>(`${origin}${path}`, { userCode }, json);

/** The origin of a mall URL (where /api lives). */
export const originOf = (mallUrl: string): string => new URL(mallUrl).origin;

/** The app's address of a route on a server. */
export const at = (server: MallServer, path: string): string => `${server.url}/mbankmall${path}`;

/** The shell's skeleton covers a page until its first data is in. */
export async function pageReady(page: Page): Promise<void> {
  // A server-rendered first screen shows before its script runs; a tap then would go nowhere.
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
}

/** Buys one unit now through the API and pays on the real cashier page; returns the order number. */
export async function boughtAndPaid(page: Page, server: MallServer, userCode: string, skuNo: string) {
  const order = <T>(path: string, json: unknown) =>
    api<T>(originOf(server.url), `/api/order/${path}`, userCode, json);
  const info = await order<{ confirmToken: string; address: { addressId: number } | null }>(
    'confirmation-info',
    { source: 'buyNow', skuNo, quantity: 1 },
  );
  const { orderNo } = await order<{ orderNo: string }>('create-order', {
    confirmToken: info.confirmToken,
    addressId: info.address?.addressId ?? 0,
    couponNo: null,
  });
  await paidOnCashier(page, server, userCode, orderNo);
  return orderNo;
}

/** Pays an order awaiting payment (an ordinary one, a team's) on the real cashier page. */
export async function paidOnCashier(page: Page, server: MallServer, userCode: string, orderNo: string) {
  const { cashierUrl } = await api<{ cashierUrl: string }>(
    originOf(server.url),
    '/api/order/continue-payment',
    userCode,
    { orderNo },
  );
  await page.goto(new URL(cashierUrl, server.url).href);
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');
}

/** Answers the app's confirm dialog named `title` with `button`, and waits for it to close. */
export async function answer(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Opens the order's details until they read shipped, on a server that ships paid orders after a few
 * seconds (ORDER_AUTO_SHIP_MS; every read applies that move).
 */
export async function untilShipped(page: Page, server: MallServer, orderNo: string): Promise<void> {
  const shipped = orderMessages['zh-CN']['status.shipped'];
  await expect(async () => {
    await page.goto(at(server, `/order/detail?orderNo=${orderNo}`));
    await pageReady(page);
    await expect(page.getByTestId('order-status')).toHaveText(shipped, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
