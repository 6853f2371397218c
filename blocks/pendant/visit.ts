/**
 * Pendants closed during this page visit (this document), per page and block: leaving the page and
 * coming back must not bring a closed pendant back, but the next visit shows it again.
 */
let closedThisVisit = new Set<string>();

const key = (pageId: string, blockId: string) => `${pageId}:${blockId}`;

export const isPendantClosed = (pageId: string, blockId: string): boolean =>
  closedThisVisit.has(key(pageId, blockId));

export function closePendant(pageId: string, blockId: string): void {
  closedThisVisit.add(key(pageId, blockId));
}

/** For tests: start a new page visit. */
export function resetPendantVisit(): void {
  closedThisVisit = new Set();
}
