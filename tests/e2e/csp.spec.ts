import { expect, test } from './fixtures';

/**
 * The mall page runs under a strict CSP (no eval, no inline script). A library that probes eval or injects
 * an inline style is refused, and the browser reports it; a bank's security review reads those as defects.
 */
test('the home and product pages run without a CSP violation', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  const violations = async () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('index');
  // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await page.goto('product/detail/SPU20001/SKU2000101');
  // Hydrated: a server-rendered page's header shows before its scripts run (ADR 0051).
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(pageErrors).toEqual([]);
});
