import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type {
  AnyEndpoint,
  DocumentedDomain,
  EndpointAuth,
  EndpointDomain,
  OutputOf,
} from '../../schemas/api/endpoint';
import type { AppDeps } from '../config';
import { serverMessages } from '../i18n/messages';
import { currentTexts } from '../i18n/request-lang';
import { requireOperator } from '../operators/gate';
import { parseBody, parseQuery } from './body';
import { sendOk } from './envelope';
import { notFound } from './errors';
import { sendOkWithEtag } from './etag';
import { currentUser, optionalUser, requireUser } from './session';
import type { AppEnv, SessionUser } from './types';

/** What a handler receives: the parsed parts of the request its declaration names, and the shopper. */
export interface EndpointInput<E extends AnyEndpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
  /**
   * The signed-in shopper on a shopper endpoint (requireUser ran); on a shopper-if-signed-in one, the
   * shopper when the userCode is valid; undefined elsewhere.
   */
  user: [E['auth']] extends ['shopper']
    ? SessionUser
    : 'shopper' extends E['auth']
      ? SessionUser | undefined
      : [E['auth']] extends ['shopper-if-signed-in']
        ? SessionUser | undefined
        : undefined;
  c: Context<AppEnv>;
}

/** A handler answers its declaration's result; a refusal is thrown (`accepted(outcome)`), as everywhere. */
export type EndpointHandler<E extends AnyEndpoint> = (
  input: EndpointInput<E>,
) => Promise<OutputOf<E['result']>> | OutputOf<E['result']>;

/** One handler per declaration of the domain: a declaration left without one does not compile. */
export type EndpointHandlers<D extends EndpointDomain> = { [K in keyof D]: EndpointHandler<D[K]> };

/** '/api/order/address/{addressId}' under '/api/order/address' → '/:addressId'. */
export function routePath(path: string, base: string): string {
  if (path !== base && !path.startsWith(`${base}/`)) {
    throw new Error(`endpoint ${path} is not under the router's base ${base}`);
  }
  const rest = path.slice(base.length).replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
  return rest === '' ? '/' : rest;
}

function guardOf(deps: AppDeps, auth: EndpointAuth): MiddlewareHandler<AppEnv> | undefined {
  if (auth === 'shopper') return requireUser(deps);
  if (auth === 'operator') return requireOperator(deps);
  if (auth === 'shopper-if-signed-in') return optionalUser(deps);
  return undefined;
}

/** The shopper the guard found: required on a shopper endpoint, when signed in on a shopper-if-signed-in one. */
function userOf(c: Context<AppEnv>, auth: EndpointAuth): SessionUser | undefined {
  if (auth === 'shopper') return currentUser(c);
  if (auth === 'shopper-if-signed-in') return c.get('user');
  return undefined;
}

/** Path parameters name a thing: one that does not parse names nothing, so the answer is 404, not 400. */
function parseParams(c: Context<AppEnv>, schema: z.core.$ZodType): unknown {
  const parsed = z.safeParse(schema, c.req.param());
  if (!parsed.success) throw notFound(currentTexts(serverMessages).notFound);
  return parsed.data;
}

/**
 * A router, to mount at `base`, serving each declaration of `domain` (joined with its doc, for `etag`) with its handler: the guard its
 * `auth` names, then params, query and body parsed with the declared schemas (400/404/415 as parseBody
 * and parseQuery answer them), then the handler's result in the success envelope. Paths without
 * parameters are registered first, so `/list` is never read as `/{addressId}` whatever the declaration order.
 */
export function endpointRoutes<D extends DocumentedDomain>(
  deps: AppDeps,
  base: string,
  domain: D,
  handlers: EndpointHandlers<D>,
): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const guards = new Map<EndpointAuth, MiddlewareHandler<AppEnv> | undefined>();
  const entries = Object.entries(domain).sort(
    ([, a], [, b]) => Number(a.path.includes('{')) - Number(b.path.includes('{')),
  );
  for (const [name, declaration] of entries) {
    // EndpointHandlers ties each handler to its own declaration at the call site; here all are served alike.
    const handler = handlers[name] as unknown as EndpointHandler<AnyEndpoint> | undefined;
    if (!handler) throw new Error(`endpoint ${declaration.path} has no handler`);
    if (!guards.has(declaration.auth)) guards.set(declaration.auth, guardOf(deps, declaration.auth));
    const guard = guards.get(declaration.auth);
    const serve: MiddlewareHandler<AppEnv> = async (c) => {
      const input: EndpointInput<AnyEndpoint> = {
        params: declaration.params ? parseParams(c, declaration.params) : undefined,
        query: declaration.query ? parseQuery(c, declaration.query) : undefined,
        body: declaration.body ? await parseBody(c, declaration.body) : undefined,
        user: userOf(c, declaration.auth),
        c,
      };
      const result = await handler(input);
      return declaration.etag ? sendOkWithEtag(c, result) : sendOk(c, result);
    };
    const path = routePath(declaration.path, base);
    if (guard) r.on(declaration.method.toUpperCase(), path, guard, serve);
    else r.on(declaration.method.toUpperCase(), path, serve);
  }
  return r;
}
