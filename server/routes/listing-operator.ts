import type { Context } from 'hono';
import { badRequest, conflict, notFound } from '../http/errors';
import { listingOperatorMessages } from '../i18n/listing-operator';
import { textsFor } from '../i18n/request-lang';
import type { ListingAnswer, ListingProblem } from '../services/listing-admin';

/** Which listing a router serves: its words in the refusals. */
export type ListingKind = 'tradeIn' | 'purchase';

/** A refusal in the caller's language: 404 unknown, 409 taken or not allowed by the phase, 400 bad product. */
function fail(c: Context, kind: ListingKind, p: ListingProblem): never {
  const t = textsFor(c, listingOperatorMessages);
  if (p.kind === 'not_found') throw notFound(t[`notFound.${kind}`]);
  if (p.kind === 'exists') throw conflict(t[`taken.${kind}`](p.key));
  if (p.kind === 'unknown_product') throw badRequest(t.unknownProduct(p.key));
  throw conflict(t.notAllowed(t[`action.${p.action}`], t[`phase.${p.phase}`]), { phase: p.phase });
}

/**
 * The answer of a listing's write (ADR 0066): the item, or its refusal thrown. The two
 * listings' routers (trade-in-operator.ts, purchase-operator.ts) serve their declarations through
 * endpointRoutes; the gate in front checks roles and, while approval is on, keeps the writes listed in
 * server/operators/approval-routes.ts for a second operator; every write is audit-logged there.
 */
export const listingAnswer = <T>(c: Context, kind: ListingKind, a: ListingAnswer<T>): T =>
  a.problem ? fail(c, kind, a.problem) : a.item;
