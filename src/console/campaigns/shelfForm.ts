import type { shelfOperatorSave } from '../../../schemas/api/endpoints/rankings/shelf-operator';
import { type OperatorShelf, shelfNoParamSchema, shelfSaveSchema } from '../../../schemas/api/shelves';
import { topFieldProblems } from '../schemaProblems';
import type { FormBody } from './campaignApi';
import { customerNosOf, wholeOf } from './couponForm';

/** The shelf form as typed: SKUs pasted one a line (or separated by commas or spaces), in shelf order. */
export interface ShelfForm {
  shelfNo: string;
  title: string;
  subtitle: string;
  sort: string;
  listed: boolean;
  skuNos: string;
}

/** The whole shelf as PUT /api/operator/shelves/{shelfNo} takes it. */
export const shelfBody = (f: ShelfForm): FormBody<typeof shelfOperatorSave> => ({
  title: f.title.trim(),
  subtitle: f.subtitle.trim(),
  sort: wholeOf(f.sort) ?? 0,
  status: f.listed ? 1 : 0,
  skuNos: customerNosOf(f.skuNos),
});

/** A shelf back as the form shows it: every SKU chosen, off-shelf goods included, so a save keeps them. */
export const shelfFormOf = (s: OperatorShelf): ShelfForm => ({
  shelfNo: s.shelfNo,
  title: s.title,
  subtitle: s.subtitle,
  sort: String(s.sort),
  listed: s.status === 1,
  skuNos: s.skuNos.join('\n'),
});

/** Withdrawing or restoring a shelf is saving it whole with the other status (its one write, PUT). */
export const shelfMovedBody = (s: OperatorShelf, action: 'withdraw' | 'restore') =>
  shelfBody({ ...shelfFormOf(s), listed: action === 'restore' });

/**
 * The fields the shelf form breaks: the body's (a bad SKU marks the SKU box) and the shelf number, which on
 * a new shelf must not be one already listed — the one PUT would silently replace that shelf.
 */
export function shelfProblems(f: ShelfForm, taken: ReadonlySet<string> = new Set()): ReadonlySet<string> {
  const problems = topFieldProblems(shelfSaveSchema, shelfBody(f));
  const shelfNo = f.shelfNo.trim();
  if (!shelfNoParamSchema.safeParse({ shelfNo }).success) problems.add('shelfNo');
  if (taken.has(shelfNo)) problems.add('shelfNoTaken');
  return problems;
}
