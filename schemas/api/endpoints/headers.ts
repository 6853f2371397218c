/** Headers a declaration names in its `headers` (ADR 0063), shared by the domains that require them. */
import { HeaderNames } from '../headers';
import { code } from '../primitives';

/**
 * The uniqueCode header as an order's create requires it: the idempotency key that makes a retried submit
 * the same order (server/http/unique-code.ts reads it).
 */
export const requiredUniqueCode = { [HeaderNames.uniqueCode]: code(128) };
