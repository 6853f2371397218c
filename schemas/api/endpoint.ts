/**
 * One declaration per endpoint (ADR 0063), in two halves with the same names. The wire half
 * (`endpoints/<domain>.ts`, or `endpoints/<domain>/<record>.ts` when a domain serves several pages: one
 * named export per endpoint and the record of them) says what the server registers its handler from
 * (parsing and the answer's type) and what the SPA calls (src/api/call.ts): method, path, auth and the
 * schemas. The doc half (`endpoints/docs/<domain>.ts`, one record per domain keyed by the same names) adds
 * what only the server and the OpenAPI document read: summary, tag, refusals, examples, headers, ETag.
 * `documented()` joins them; `endpoints/index.ts` lists the joined domains for the document.
 *
 * Types only plus two small functions: the SPA imports wire declarations one at a time, so nothing here may
 * pull in classic zod or server code, and a page chunk carries only the endpoints it calls.
 */
import type { z } from '../zod';

/** Groups of the OpenAPI document; the reference page names each in both languages (server/openapi/docs-messages.ts). */
export const API_TAGS = [
  'health',
  'login',
  'customer',
  'agreement',
  'tracking',
  'booth operator',
  'booth',
  'product',
  'notice',
  'coupon',
  'files',
  'cart',
  'favourites',
  'address',
  'order',
  'reference',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/**
 * Who may call: anyone; a signed-in shopper (userCode header; without a valid one the answer is resCode
 * 0003 with HTTP 200); an operator (x-operator-token or a console session, with the role the gate's route
 * table names); anyone, the answer personal when a valid userCode names a shopper (documented as public).
 */
export type EndpointAuth = 'public' | 'shopper' | 'operator' | 'shopper-if-signed-in';

export type EndpointMethod = 'get' | 'post' | 'put' | 'patch';

type Schema = z.core.$ZodType;
type ObjectSchema = z.core.$ZodObject;

/** A declared part (an optional property) without the `undefined` of its being optional, unless it is absent. */
type Declared<T> = [Exclude<T, undefined>] extends [never] ? undefined : Exclude<T, undefined>;
/** What the declared schema accepts (a request as the caller writes it); undefined when not declared. */
export type InputOf<S> = Declared<S> extends Schema ? z.input<Declared<S>> : undefined;
/** What the declared schema yields (a request as the handler reads it, a result as the caller reads it). */
export type OutputOf<S> = Declared<S> extends Schema ? z.output<Declared<S>> : undefined;

/** The wire half of a declaration: what the server parses and answers, and the SPA sends and reads. */
export interface Endpoint<
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  A extends EndpointAuth = EndpointAuth,
> {
  method: EndpointMethod;
  /** The full path in OpenAPI form, path parameters in braces: /api/order/address/{addressId}. */
  path: string;
  auth: A;
  /** Path parameters, one property per `{name}` in `path`. A value that does not parse answers 404. */
  params?: P;
  /** Query string; every property is one parameter. A value that does not parse answers 400 naming it. */
  query?: Q;
  /** JSON body. A body that does not parse answers 400 naming the field; not JSON answers 415. */
  body?: B;
  /** The envelope's `result` on success: the handler must return this type, the client checks it. */
  result: R;
}

/**
 * The doc half of a declaration: what only the server and its document read, so it stays out of the SPA's
 * chunks. Typed by its wire half (the examples by its schemas).
 */
export interface EndpointDoc<E extends AnyEndpoint = AnyEndpoint> {
  /** One line for the reference page (English; the page's own words are translated, summaries are not). */
  summary: string;
  tag: ApiTag;
  /**
   * Refusals besides the ones every operation can answer (400, 404, 429, 500, 503; writes also 409, 413,
   * 415; operator endpoints 403): 409 when a rule refuses a read in the current state, 403 when a console
   * session is missing. The wording of each refusal lives in server/i18n (one catalogue per area).
   */
  refuses?: readonly ('403' | '409')[];
  /** Shown in the reference page and the document; checked against the schemas by endpoints.test.ts. */
  examples?: { body?: InputOf<E['body']>; result?: OutputOf<E['result']> };
  /**
   * Request headers the endpoint requires besides authentication and the channel's (the uniqueCode
   * idempotency key of an order's create), one schema per header name, for the document. The handler reads
   * and checks them (a missing one answers 400), as the routes not declared yet do.
   */
  headers?: Record<string, Schema>;
  /**
   * The answer carries a weak ETag and a matching If-None-Match gets 304 with no body (server/http/etag.ts):
   * only for public reads whose answer depends on the request alone.
   */
  etag?: true;
}

/** Any declaration, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the schemas of a declaration of unknown shape; each use site reads them through InputOf/OutputOf.
export type AnyEndpoint = Endpoint<any, any, any, any, EndpointAuth>;

/** A domain's declarations by name (the name is the client's and the handler table's key). */
export type EndpointDomain = Record<string, AnyEndpoint>;

/** A domain's doc record: one doc per declaration, none for a name the domain does not declare. */
export type EndpointDocs<D extends EndpointDomain> = { [K in keyof D]: EndpointDoc<D[K]> };

/** A whole declaration, both halves: what the server's routes and the document are built from. */
export type DocumentedEndpoint<E extends AnyEndpoint = AnyEndpoint> = E & EndpointDoc<E>;

/** A domain with each declaration joined to its doc. */
export type DocumentedDomain<D extends EndpointDomain = EndpointDomain> = {
  [K in keyof D]: DocumentedEndpoint<D[K]>;
};

/**
 * Declares one endpoint. The identity function exists for inference: each declaration keeps its own schema
 * types (so the handler and the caller are typed from them) and its examples are checked against them.
 */
// The annotation tells the bundler a call does nothing but return: a declaration the SPA does not import is
// dropped with its schemas (zod's own builders carry the same annotation), else every declaration of a
// domain file lands in the chunk of any one of them.
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
  Q extends ObjectSchema | undefined = undefined,
  P extends ObjectSchema | undefined = undefined,
  A extends EndpointAuth = EndpointAuth,
>(declaration: Endpoint<B, R, Q, P, A>): Endpoint<B, R, Q, P, A> {
  return declaration;
}

/**
 * Joins a domain's declarations with its doc record. The types already refuse a missing or extra doc; this
 * refuses them at start-up too (a record built by spreading, or a cast), so the document never lists an
 * endpoint without its summary.
 */
export function documented<D extends EndpointDomain>(domain: D, docs: EndpointDocs<D>): DocumentedDomain<D> {
  const names = Object.keys(domain);
  const unmatched = [
    ...names.filter((name) => !(name in docs)),
    ...Object.keys(docs).filter((name) => !(name in domain)),
  ];
  if (unmatched.length > 0)
    throw new Error(`endpoint docs do not match their declarations: ${unmatched.join(', ')}`);
  return Object.fromEntries(
    names.map((name) => [name, { ...domain[name], ...docs[name] }]),
  ) as DocumentedDomain<D>;
}
