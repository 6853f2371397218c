import { isApiError } from '../api/errors';
import { LayoutUnavailableError } from './loadLayout';

/**
 * When a page that is not open yet opens (epoch ms, server time), out of its failed load: the server
 * answers a page whose first version is scheduled with `result.opensAt`. Null for any other
 * failure, which keeps the network-failure page.
 */
export function opensAtOf(error: unknown): number | null {
  const cause = error instanceof LayoutUnavailableError ? error.cause : error;
  if (!isApiError(cause)) return null;
  const opensAt = (cause.result as { opensAt?: unknown } | null)?.opensAt;
  return typeof opensAt === 'number' && Number.isFinite(opensAt) ? opensAt : null;
}
