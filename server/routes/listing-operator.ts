import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppDeps } from '../config';
import { parseBody } from '../http/body';
import { sendOk } from '../http/envelope';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppEnv } from '../http/types';
import { listingOperatorMessages } from '../i18n/listing-operator';
import { textsFor } from '../i18n/request-lang';
import type { ListingAnswer, ListingMove, ListingProblem } from '../services/listing-admin';
import { operatorAccess } from './booth/console';

/** Which listing a router serves: its words and its key's name in the path. */
export type ListingKind = 'tradeIn' | 'purchase';

/** What a listing router needs: its key's schema, its bodies' schemas and its use-cases. */
export interface ListingRouteSpec<T, C, E> {
  kind: ListingKind;
  param: string;
  keySchema: z.core.$ZodType<string>;
  createSchema: z.core.$ZodType<C>;
  editSchema: z.core.$ZodType<E>;
  list: (deps: AppDeps) => Promise<{ list: T[] }>;
  create: (deps: AppDeps, body: C) => Promise<ListingAnswer<T>>;
  edit: (deps: AppDeps, key: string, body: E) => Promise<ListingAnswer<T>>;
  move: (deps: AppDeps, key: string, action: ListingMove) => Promise<ListingAnswer<T>>;
}

/** A refusal in the caller's language: 404 unknown, 409 taken or not allowed by the phase, 400 bad product. */
function fail(c: Context, kind: ListingKind, p: ListingProblem): never {
  const t = textsFor(c, listingOperatorMessages);
  if (p.kind === 'not_found') throw notFound(t[`notFound.${kind}`]);
  if (p.kind === 'exists') throw conflict(t[`taken.${kind}`](p.key));
  if (p.kind === 'unknown_product') throw badRequest(t.unknownProduct(p.key));
  throw conflict(t.notAllowed(t[`action.${p.action}`], t[`phase.${p.phase}`]), { phase: p.phase });
}

/**
 * The operator routes of a listing (issue 35 item 4, ADR 0066): list, create, replace, withdraw and
 * restore. The gate checks roles and, while approval is on, keeps the writes listed in
 * server/operators/approval-routes.ts for a second operator; every write is audit-logged there.
 */
export function listingOperatorRoutes<T, C, E>(deps: AppDeps, spec: ListingRouteSpec<T, C, E>): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use('*', operatorAccess(deps));
  const answer = (c: Context, a: ListingAnswer<T>) =>
    sendOk(c, a.problem ? fail(c, spec.kind, a.problem) : a.item);
  const keyOf = (c: Context) => {
    const k = z.safeParse(spec.keySchema, c.req.param(spec.param));
    if (!k.success) fail(c, spec.kind, { kind: 'not_found' });
    return k.data;
  };
  r.get('/', async (c) => sendOk(c, await spec.list(deps)));
  r.post('/', async (c) => answer(c, await spec.create(deps, await parseBody(c, spec.createSchema))));
  r.put(`/:${spec.param}`, async (c) => {
    const key = keyOf(c);
    return answer(c, await spec.edit(deps, key, await parseBody(c, spec.editSchema)));
  });
  for (const action of ['withdraw', 'restore'] as const) {
    r.post(`/:${spec.param}/${action}`, async (c) => answer(c, await spec.move(deps, keyOf(c), action)));
  }
  return r;
}
