/**
 * Browser navigation used by the fallbacks, behind one object so tests can observe a navigation
 * (vi.spyOn(browser, 'assign')) without the test environment actually leaving the page.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  back(): void {
    window.history.back();
  },
};
