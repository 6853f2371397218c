import { DOCS_MESSAGES } from '../../server/openapi/docs-messages';
import { expect, test } from './fixtures';

/**
 * The API reference page renders every operation in a browser (its script assumed every request
 * body was JSON and stopped at the first file upload, so the page never left "loading").
 */
const m = DOCS_MESSAGES['zh-CN'];

test('/api/docs renders every operation, the picture uploads with a file field', async ({
  page,
  mall,
  pageErrors,
}) => {
  const doc = (await (await fetch(`${mall.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);

  await page.goto(`${mall.url}/api/docs`);
  await expect(page.getByRole('heading', { name: m.title })).toBeVisible();
  await expect(page.locator('details.op')).toHaveCount(operations);
  expect(pageErrors).toEqual([]);

  // The shoppers' picture upload: filtered to by its path, opened, a file field to try it with.
  await page.getByRole('searchbox', { name: m.filter }).fill('/api/file-storage/file/upload');
  const upload = page.locator('details.op:not([hidden])').filter({ hasText: 'multipart/form-data' }).first();
  await upload.locator('summary').click();
  await expect(upload.locator('input[type="file"]')).toHaveCount(1);
});
