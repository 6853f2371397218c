import type * as z from 'zod';

/**
 * The fields a form's body breaks, judged by the very schema the server checks it with (schemas/api), so
 * the console names a problem next to its field before sending, and never disagrees with the server about
 * what is valid. Only the field paths come back ('couponNo', 'prizes.0.name'; '' for a rule over the whole
 * body): the words next to the field are the console's catalogue's.
 */
export function fieldProblems(schema: z.core.$ZodType, body: unknown): ReadonlySet<string> {
  const parsed = (schema as z.ZodType).safeParse(body);
  if (parsed.success) return new Set();
  return new Set(parsed.error.issues.map((i) => i.path.map(String).join('.')));
}

/**
 * The same, each problem named by its top field ('skuNos' for 'skuNos.3'): for a list typed in one box,
 * where the box is what the operator fixes.
 */
export const topFieldProblems = (schema: z.core.$ZodType, body: unknown): Set<string> =>
  new Set([...fieldProblems(schema, body)].map((p) => p.split('.')[0] ?? p));
