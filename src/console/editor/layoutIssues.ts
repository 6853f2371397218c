import { slotIssues } from '../../../schemas/booth/slots';
import { validateLayoutStrict } from '../../../schemas/booth/validate';

/**
 * Issues of the whole layout by path: the server's own check (validateLayoutStrict and a slot's allowlist,
 * schemas/booth/slots.ts), run in the console on every change, in the validator's English; issueWords.ts
 * words them for the operator.
 */
export function layoutIssues(layout: unknown): Map<string, string> {
  const result = validateLayoutStrict(layout);
  const map = new Map<string, string>();
  if (!result.ok) for (const i of result.issues) if (!map.has(i.path)) map.set(i.path, i.message);
  const { pageCode, blocks } = (layout ?? {}) as { pageCode?: unknown; blocks?: unknown };
  if (Array.isArray(blocks) && (typeof pageCode === 'number' || pageCode === null))
    for (const i of slotIssues(pageCode, blocks)) if (!map.has(i.path)) map.set(i.path, i.message);
  return map;
}
