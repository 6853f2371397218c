import { shellMessages } from '../../src/app/messages';
import { imMessages } from '../../src/pages/im/messages';
import { messageCenterMessages } from '../../src/pages/message/messages';
import { orderMessages } from '../../src/pages/order/messages';
import { expect, test } from './fixtures';
import { api, at, boughtAndPaid, originOf, pageReady } from './journey';
import { loginAs } from './login';
import { type MallServer, startMallServer } from './mallServer';

/**
 * As a shopper: an order that ships leaves a message in the message center that the header's
 * 消息 badge counts; opening it goes to the order and the badge goes down. And one exchange with the
 * simulated customer service, from a store's 客服.
 */

const shell = shellMessages['zh-CN'];
const t = messageCenterMessages['zh-CN'];
const im = imMessages['zh-CN'];
const orders = orderMessages['zh-CN'];

let fast: MallServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Paid orders ship after 2 s; the agent answers 1 s after a question.
  fast = await startMallServer({ ORDER_AUTO_SHIP_MS: '2000', IM_AGENT_DELAY_MS: '1000' });
});
test.afterAll(async () => {
  await fast?.stop();
});

const unread = async (userCode: string) =>
  (await api<{ count: number }>(originOf(fast.url), '/api/im/message/unread-count', userCode)).count;

test('a shipped order leaves a message the badge counts; opening it goes to the order', async ({ page }) => {
  const { userCode } = await loginAs(page, fast.url, 'C0002', { path: '/index' });
  const before = await unread(userCode);
  const orderNo = await boughtAndPaid(page, fast, userCode, 'SKU2400102');
  await expect.poll(() => unread(userCode), { timeout: 15_000 }).toBe(before + 1);

  await page.goto(at(fast, '/order/list'));
  await pageReady(page);
  await page.getByRole('button', { name: shell.more, exact: true }).click();
  const messages = page.getByRole('list', { name: shell.more }).getByRole('link', { name: shell.messages });
  await expect(messages).toContainText(String(before + 1));
  await messages.click();
  await expect(page).toHaveURL(/\/mbankmall\/message$/);

  const card = page.getByTestId('message-card').filter({ hasText: orderNo });
  await expect(card).toHaveAttribute('data-unread', 'true');
  await expect(card.getByRole('img', { name: t.unreadDot })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(t['tab.logistics']) })).toContainText('1');
  // A message that opens a page is a link to it.
  await expect(card.getByRole('link')).toHaveAttribute('href', `/mbankmall/order/detail?orderNo=${orderNo}`);
  await card.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('order-status')).toHaveText(orders['status.shipped']);
  await page.getByRole('button', { name: shell.more, exact: true }).click();
  const after = page.getByRole('list', { name: shell.more }).getByRole('link', { name: shell.messages });
  if (before > 0) await expect(after).toContainText(String(before));
  else await expect(after.getByText(/\d/)).toHaveCount(0);
  expect(await unread(userCode)).toBe(before);

  // The system notices stay one tap away from the message center.
  await page.goto(at(fast, '/message'));
  await page.getByTestId('bulletin-entry').click();
  await expect(page.getByTestId('bulletin-page')).toBeVisible();
});

test('a question to a store’s customer service gets the agent’s answer', async ({ page }) => {
  await loginAs(page, fast.url, 'C0001', { path: '/store/ST1001' });
  await page.getByRole('button', { name: im.contactStore, exact: true }).click();
  await expect(page).toHaveURL(/\/mbankmall\/im\/IM/);
  await expect(page.getByTestId('chat-page')).toBeVisible();

  const send = page.getByRole('button', { name: im.send, exact: true });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: im.inputLabel }).fill('请问怎么申请退款？');
  await send.click();
  await expect(page.getByTestId('bubble-mine').filter({ hasText: '请问怎么申请退款？' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: im.inputLabel })).toHaveValue('');
  // The agent's answer arrives by itself (the page asks again while it is due), about after-sales.
  await expect(page.getByTestId('bubble-agent').filter({ hasText: '申请售后' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('agent-typing')).toHaveCount(0);
});
