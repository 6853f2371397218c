import type * as z from 'zod';

/**
 * Who may call an operation: nobody in particular, a signed-in customer (userCode header; without one
 * the answer is resCode 0003 with HTTP 200), an operator (x-operator-token) or the tracking SDK
 * (x-trace-secret-key).
 */
export type AuthKind = 'none' | 'user' | 'operator' | 'traceKey';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch';

// The groups are declared beside the endpoint declarations, which name them too (ADR 0063).
export { API_TAGS, type ApiTag } from '../../schemas/api/endpoint';

import type { ApiTag } from '../../schemas/api/endpoint';

/** One API operation as the server serves it, described with the same zod schemas the route uses. */
export interface Operation {
  method: HttpMethod;
  /** OpenAPI form: path parameters in braces, e.g. /api/order/address/{addressId}. */
  path: string;
  summary: string;
  tag: ApiTag;
  auth: AuthKind;
  /** JSON request body (POST/PUT). Absent: the route reads no body. */
  body?: z.core.$ZodType;
  /** Query string; every property becomes one parameter. */
  query?: z.core.$ZodObject;
  /** Path parameters by name. */
  params?: Record<string, z.core.$ZodType>;
  /** Request headers the route requires besides authentication (e.g. uniqueCode on create-order). */
  headers?: Record<string, z.core.$ZodType>;
  /** The envelope's `result` on success, where a schema exists. */
  result?: z.core.$ZodType;
  /** A multipart/form-data body instead of JSON: its fields, each a file (binary) or a text part. */
  multipart?: { fields: Record<string, { binary: boolean; description: string }>; required: string[] };
  /**
   * Refusals a read can answer besides the ones every operation lists: 409 when a rule refuses it in the
   * current state (an ended activity, a SKU of another kind), 403 when a console session is missing. Writes
   * list 409 already. The drift test (tests/integration/openapi-drift.test.ts) finds a status left out.
   */
  refuses?: readonly ('403' | '409')[];
  /** Not a JSON envelope: the docs page, a PDF, a picture, the audit log's CSV, a JSON file to save (`attachment`), this document itself. */
  /** A request body and a result to show, valid against `body` and `result` (endpoint declarations carry them). */
  examples?: { body?: unknown; result?: unknown };
  produces?:
    | 'text/html'
    | 'application/pdf'
    | 'text/csv'
    | 'image'
    | 'attachment'
    | 'application/openapi+json';
}
