import * as z from 'zod';
import { NOT_LOGGED_IN_CODE, ok } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { TRACKING_HEADERS } from '../../schemas/tracking/constants';
import { nameComponents } from './components';
import { DOCS_MESSAGES } from './docs-messages';
import type { AuthKind, Operation } from './operation';

type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema (2020-12, the dialect of OpenAPI 3.1) of one zod schema. Requests are described as the
 * caller writes them (`io: 'input'`: fields with defaults are optional), results as the server sends
 * them. Refinements have no JSON Schema form; the route's zod schema stays the authority.
 */
export function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const SECURITY: Record<AuthKind, Record<string, string[]>[]> = {
  none: [],
  user: [{ userCode: [] }],
  operator: [{ operatorToken: [] }],
  traceKey: [{ traceKey: [] }],
};

const FAILURE = { $ref: '#/components/schemas/FailureEnvelope' };

function envelopeOf(result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['resCode', 'resMsg', 'result'],
    properties: { resCode: { const: '0000' }, resMsg: { type: 'string' }, result },
  };
}

/**
 * Digits in a path or query string, checked by a pattern on the server (it reads text), are numbers to a
 * caller: documented as integers (or a decimal as a number) so generated clients type them as such. The
 * server's pattern stays the authority; the bounds are what it accepts.
 */
const NUMERIC_PATTERNS: Record<string, JsonSchema> = {
  '^-?\\d{1,10}$': { type: 'integer', minimum: -9999999999, maximum: 9999999999 },
  '^[1-9]\\d{0,9}$': { type: 'integer', minimum: 1, maximum: 9999999999 },
  '^[1-9]\\d{0,8}$': { type: 'integer', minimum: 1, maximum: 999999999 },
  '^\\d{1,15}$': { type: 'integer', minimum: 0, maximum: 999999999999999 },
  '^-?\\d{1,3}(\\.\\d{1,8})?$': { type: 'number', minimum: -999.99999999, maximum: 999.99999999 },
};

export function parameterSchema(schema: JsonSchema): JsonSchema {
  const pattern = schema.pattern;
  const numeric =
    typeof pattern === 'string' && schema.type === 'string' ? NUMERIC_PATTERNS[pattern] : undefined;
  if (!numeric) return schema;
  const { pattern: _text, type: _string, default: fallback, ...rest } = schema;
  return {
    ...rest,
    ...numeric,
    ...(typeof fallback === 'string' || typeof fallback === 'number' ? { default: Number(fallback) } : {}),
  };
}

/** Headers every call may carry (spec §7), and the request code that makes a write idempotent. */
const CHANNEL_HEADERS: JsonSchema[] = [
  {
    name: HeaderNames.bizLine,
    in: 'header',
    required: false,
    description: 'Business line of the calling app (default tu)',
    schema: { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
  },
  {
    name: HeaderNames.subChannelNo,
    in: 'header',
    required: false,
    description: 'Sub-channel of the calling app (default cmbmobile)',
    schema: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
  },
];
const UNIQUE_CODE_HEADER: JsonSchema = {
  name: HeaderNames.uniqueCode,
  in: 'header',
  required: false,
  description: 'Unique per request: a repeat with the same code is answered with the stored success',
  schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
};

function parameters(op: Operation): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(op.params ?? {})) {
    list.push({ name, in: 'path', required: true, schema: parameterSchema(toSchema(schema, 'input')) });
  }
  if (op.query) {
    const shape = toSchema(op.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      list.push({
        name,
        in: 'query',
        required: shape.required?.includes(name) ?? false,
        schema: parameterSchema(schema),
      });
    }
  }
  const own = new Set(Object.keys(op.headers ?? {}).map((n) => n.toLowerCase()));
  for (const [name, schema] of Object.entries(op.headers ?? {})) {
    list.push({ name, in: 'header', required: true, schema: toSchema(schema, 'input') });
  }
  if (op.auth !== 'traceKey' && op.auth !== 'operator') {
    for (const header of CHANNEL_HEADERS) list.push(header);
    if (op.method !== 'get' && !own.has(HeaderNames.uniqueCode.toLowerCase())) list.push(UNIQUE_CODE_HEADER);
  }
  return list;
}

const SIGNED_OUT = { $ref: '#/components/schemas/SignedOutEnvelope' };

function responses(op: Operation): JsonSchema {
  if (op.produces === 'image') {
    return {
      '200': {
        description: 'The picture, in the content type it is stored or negotiated in',
        content: {
          'image/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      },
      '404': { description: 'No such picture', content: { 'application/json': { schema: FAILURE } } },
    };
  }
  if (op.produces === 'application/openapi+json') {
    return {
      '200': {
        description: 'The OpenAPI 3.1 document itself (not an envelope)',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    };
  }
  if (op.produces === 'text/html') {
    return { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } };
  }
  if (op.produces === 'text/csv') {
    return { '200': { description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } } };
  }
  if (op.produces === 'application/pdf') {
    return {
      '200': {
        description: 'PDF document',
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      },
      '404': {
        description: 'Not found (or not the caller’s)',
        content: { 'application/json': { schema: FAILURE } },
      },
    };
  }
  if (op.produces === 'attachment') {
    return {
      '200': {
        description:
          'A JSON file (Content-Disposition: attachment); without a valid userCode: the resCode 0003 envelope',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
    };
  }
  const result = op.result ? toSchema(op.result, 'output') : {};
  const fail = (description: string) => ({
    description,
    content: { 'application/json': { schema: FAILURE } },
  });
  // Signed out is its own answer (resCode 0003, result null), never typed as a success.
  const success = envelopeOf(result);
  const out: JsonSchema = {
    '200': {
      description:
        op.auth === 'user'
          ? `Success (resCode 0000), or without a valid userCode the signed-out answer (resCode ${NOT_LOGGED_IN_CODE}), also with HTTP 200`
          : 'Success (resCode 0000)',
      content: {
        'application/json': {
          schema: op.auth === 'user' ? { oneOf: [success, SIGNED_OUT] } : success,
          ...(op.examples?.result !== undefined ? { example: ok(op.examples.result) } : {}),
        },
      },
    },
    '400': fail('Invalid input; resMsg names the field'),
    '404': fail('Not found (or not the caller’s)'),
    '429': fail('Too many calls at once; try again after Retry-After seconds'),
    '500': fail('Unexpected failure; nothing about it is sent'),
    '503': fail('The mall is busy (its database is out of connections or restarting); Retry-After says when'),
  };
  if (op.body || op.multipart || op.refuses?.includes('409')) {
    out['409'] = fail('A rule refused the request in the current state; result says why');
  }
  if (op.body || op.multipart) {
    out['413'] = fail('Body too large');
    out['415'] = fail('Body is not JSON (Content-Type)');
  }
  if (op.auth === 'operator') out['403'] = fail('Operator token missing or wrong');
  else if (op.refuses?.includes('403'))
    out['403'] = fail('Not allowed: no console session, or not this caller’s');
  if (op.auth === 'traceKey') out['401'] = fail('Missing or unknown trace key');
  return out;
}

/** A multipart/form-data request body: binary parts as files (contentMediaType), the rest as text. */
function multipartBody(m: NonNullable<Operation['multipart']>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, f] of Object.entries(m.fields)) {
    properties[name] = f.binary
      ? { type: 'string', contentMediaType: 'application/octet-stream', description: f.description }
      : { type: 'string', description: f.description };
  }
  return {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object', properties, required: m.required } } },
  };
}

const camel = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toLowerCase());

/**
 * Readable operation ids, `cart.queryV2`: the tag, then the path's last word, or as many of its last words
 * as make it unique (path parameters read `byName`), then the method if the path is served twice.
 */
export function operationIds(operations: readonly Operation[]): Map<Operation, string> {
  const words = (op: Operation) =>
    op.path
      .split('/')
      .filter((w) => w !== '' && w !== 'api')
      .map((w) => (w.startsWith('{') ? `by-${w.slice(1, -1)}` : w));
  const ids = new Map<Operation, string>();
  const idOf = (op: Operation, n: number) => `${camel(op.tag)}.${camel(words(op).slice(-n).join('-'))}`;
  for (const op of operations) {
    const all = words(op).length;
    let n = 1;
    while (n < all && operations.some((other) => other !== op && idOf(other, n) === idOf(op, n))) n += 1;
    const id = idOf(op, n);
    const clash = operations.some((other) => other !== op && idOf(other, all) === id);
    ids.set(op, clash ? `${id}${op.method[0]?.toUpperCase()}${op.method.slice(1)}` : id);
  }
  return ids;
}

function operationObject(op: Operation, operationId: string): JsonSchema {
  const params = parameters(op);
  return {
    operationId,
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.auth],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.multipart ? { requestBody: multipartBody(op.multipart) } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: toSchema(op.body, 'input'),
                ...(op.examples?.body !== undefined ? { example: op.examples.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: responses(op),
  };
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(
  operations: readonly Operation[],
  version: string,
  serverUrl: string,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = operationIds(operations);
  for (const op of operations) {
    const item = paths[op.path] ?? {};
    if (item[op.method]) throw new Error(`operation listed twice: ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = operationObject(op, ids.get(op) ?? op.path);
    paths[op.path] = item;
  }
  const tags = [...new Set(operations.map((o) => o.tag))].map((name) => ({
    name,
    description: `${DOCS_MESSAGES.en.tags[name]} · ${DOCS_MESSAGES['zh-CN'].tags[name]}`,
  }));
  const document: JsonSchema = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'mbankmall API',
      version,
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'Every answer is an envelope { resCode, resMsg, result }; only resCode 0000 is success. POST bodies are JSON. ' +
        `A POST may carry a ${HeaderNames.uniqueCode} header: a repeat with the same code is answered with the stored success.`,
    },
    // The configured public origin (MALL_PUBLIC_ORIGIN), never the request's Host header.
    servers: [{ url: serverUrl, description: 'This mall' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        userCode: { type: 'apiKey', in: 'header', name: HeaderNames.userCode },
        operatorToken: { type: 'apiKey', in: 'header', name: HeaderNames.operatorToken },
        traceKey: { type: 'apiKey', in: 'header', name: TRACKING_HEADERS.secretKey },
      },
      schemas: {
        FailureEnvelope: {
          type: 'object',
          required: ['resCode', 'resMsg'],
          properties: { resCode: { type: 'string' }, resMsg: { type: 'string' }, result: {} },
        },
        SignedOutEnvelope: {
          type: 'object',
          description: 'No valid userCode: sign the customer in (spec §8) and call again',
          required: ['resCode', 'resMsg', 'result'],
          properties: {
            resCode: { const: NOT_LOGGED_IN_CODE },
            resMsg: { type: 'string' },
            result: { type: 'null' },
          },
        },
      },
    },
  };
  nameComponents(document, (path, method) => {
    const op = operations.find((o) => o.path === path && o.method === method);
    return op ? (ids.get(op) ?? path) : path;
  });
  return document;
}
