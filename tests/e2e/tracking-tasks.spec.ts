import type { Page } from '@playwright/test';
import { productMessages } from '../../src/pages/product/messages';
import { expect, operatorTest as test } from './fixtures';
import { pageReady } from './journey';
import { loginAs } from './login';
import type { MallServer } from './mallServer';

/**
 * Task tracking (spec §3 task-tracking record, §4 Start/Doing/End): a purchase made on the
 * screens — product → confirm → the bank cashier → pay result — reaches the tracking ingest as one task:
 * Start at confirm, Doing at order created and at pay, End at the result, all under one TaskId.
 */

const product = productMessages['zh-CN'];
const IPHONE = '/product/detail/SPU20002/SKU2000201';

interface TaskData {
  TaskId: string;
  TaskType: string;
  TaskStatus: string;
  TaskNodeId: string;
  ErrorCode: string;
  TrackProcess: { TaskNodeId: string; TaskStatus: string }[];
}

async function storedTasks(mall: MallServer, sessionId: string): Promise<TaskData[]> {
  const res = await fetch(
    `${mall.url}/api/trace/operator/recent?limit=1000&sessionId=${encodeURIComponent(sessionId)}`,
    { headers: { 'x-operator-token': mall.operatorToken } },
  );
  const body = (await res.json()) as {
    result: { events: { event: { eventType: string; sequence: number; data: TaskData } }[] };
  };
  return body.result.events
    .map((e) => e.event)
    .filter((e) => e.eventType === 'TaskTrack')
    .sort((a, b) => a.sequence - b.sequence)
    .map((e) => e.data);
}

const trackerSessionId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('mbm_trk_session') ?? '{}') as { id: string }).id);

test('a purchase on the screens reaches the ingest as one task: Start, Doing, Doing, End', async ({
  page,
  mall,
}) => {
  await loginAs(page, mall.url, 'C0002', { path: IPHONE });
  await pageReady(page);
  await page.getByTestId('buy-bar').getByRole('button', { name: product.buyNow }).click();
  await page.getByTestId('sku-sheet').getByRole('button', { name: product.buyNow }).click();
  await expect(page).toHaveURL(/\/order\/confirm\?token=/);
  await pageReady(page);
  await page.getByTestId('submit-order').click();
  await page.waitForURL(/\/cashier\/pay\?payToken=/);
  await page.locator('button[data-action="pay"]').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-pay-status', 'success');

  const sessionId = await trackerSessionId(page);
  let tasks: TaskData[] = [];
  await expect
    .poll(
      async () => {
        tasks = (await storedTasks(mall, sessionId)).filter((t) => t.TaskType === 'purchase');
        return tasks.map((t) => `${t.TaskStatus}:${t.TaskNodeId}`);
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toEqual(['Start:confirm', 'Doing:orderCreated', 'Doing:pay', 'End:payResult']);
  expect(new Set(tasks.map((t) => t.TaskId)).size).toBe(1);
  expect(tasks.every((t) => t.ErrorCode === '')).toBe(true);
  // The End carries the journey's whole process; the task map in session storage no longer holds it.
  expect(tasks.at(-1)?.TrackProcess.map((p) => p.TaskStatus)).toEqual(['Start', 'Doing', 'Doing', 'End']);
  expect(await page.evaluate(() => sessionStorage.getItem('mbm_trk_tasks'))).not.toContain('purchase');
});
