import { z } from '../zod';
import { layoutSchema } from './page';

/**
 * JSON Schema (draft 2020-12) of a layout as an operator writes it (`io: 'input'`, so fields
 * with defaults are optional). Kept out of the client's imports: only tooling needs it.
 * Refinements (URL allowlist, schedule order, activeKey, cross-block rules) are not expressible
 * here; the server's validateLayoutStrict remains the authority.
 */
export function layoutJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(layoutSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
}
