import type { AnyEndpoint, InputOf, OutputOf } from '../../schemas/api/endpoint';
import { type Params, type RequestOptions, request } from './client';

/**
 * A query or path field as a caller may write it: a number where the schema reads digits from a string
 * (`countParam`, `dbIdParam`), since the address carries text either way; a fixed set of words stays as is.
 */
type Loose<V> = string extends V ? V | number : V;
type LooseFields<T> = T extends object ? { [K in keyof T]: Loose<T[K]> } : T;

/**
 * What a call of a declared endpoint sends (ADR 0063): exactly the parts its declaration names, typed as
 * its schemas accept them; a part it does not declare cannot be passed.
 */
export type CallInput<E extends AnyEndpoint> = (InputOf<E['params']> extends undefined
  ? { params?: undefined }
  : { params: LooseFields<InputOf<E['params']>> }) &
  (InputOf<E['query']> extends undefined
    ? { query?: undefined }
    : { query: LooseFields<InputOf<E['query']>> }) &
  (InputOf<E['body']> extends undefined ? { body?: undefined } : { body: InputOf<E['body']> });

/** The client's options a call may set; method, path, parameters, body and schema come from the declaration. */
export type CallOptions = Omit<RequestOptions<unknown>, 'method' | 'params' | 'body' | 'schema'>;

/** '/api/order/address/{addressId}' with { addressId: 12 } → '/api/order/address/12'. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** A query object's scalar values as the client sends them (a query schema's fields are scalars). */
function queryOf(query: unknown): Params | undefined {
  if (query === undefined || query === null || typeof query !== 'object') return undefined;
  const params: Params = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) {
      params[key] = value as Params[string];
    }
  }
  return params;
}

/**
 * Calls a declared endpoint through the one HTTP client: its method and path from the declaration, its
 * answer checked with the declared result schema (a mismatch is an error, never a silent cast).
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<OutputOf<E['result']>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: unknown;
    body?: unknown;
  };
  const method = endpoint.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH';
  return request<OutputOf<E['result']>>(pathOf(endpoint.path, params), {
    ...options,
    method,
    params: queryOf(query),
    // A write without a declared body still sends {} (the server reads an empty body as {}).
    ...(method === 'GET' ? {} : { body: body ?? {} }),
    schema: endpoint.result,
  });
}
