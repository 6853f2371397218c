import type { BlockIssue } from '../../schemas/booth/issues';
import { post } from '../api/client';

const ERROR_SAVE_PATH = '/api/marketing/customer/err-mes/save';
const reported = new Set<string>();

/**
 * Each dropped block is reported once per page version through the error-save call, so operators
 * learn about a broken block without every shopper's visit flooding the log.
 */
export function reportDroppedBlocks(
  pageId: string,
  version: string | number,
  issues: readonly BlockIssue[],
): void {
  for (const issue of issues) {
    const key = `${pageId}|${version}|${issue.blockId}|${issue.path}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const mes = JSON.stringify({
      pageId,
      blockId: issue.blockId,
      type: issue.type,
      path: issue.path,
      message: issue.message,
    });
    void post(ERROR_SAVE_PATH, { mes, interfaceUrl: '/api/booth/page' }, { silent: true }).catch(() => {
      // Let a later visit try again rather than lose the report.
      reported.delete(key);
    });
  }
}

export function resetReportedBlocks(): void {
  reported.clear();
}
