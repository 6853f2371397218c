import * as z from 'zod';
import { HeaderNames } from '../../schemas/api/headers';
import { TRACKING_HEADERS } from '../../schemas/tracking/constants';
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

function parameters(op: Operation): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(op.params ?? {})) {
    list.push({ name, in: 'path', required: true, schema: toSchema(schema, 'input') });
  }
  if (op.query) {
    const shape = toSchema(op.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      list.push({ name, in: 'query', required: shape.required?.includes(name) ?? false, schema });
    }
  }
  for (const [name, schema] of Object.entries(op.headers ?? {})) {
    list.push({ name, in: 'header', required: true, schema: toSchema(schema, 'input') });
  }
  return list;
}

function responses(op: Operation): JsonSchema {
  if (op.produces === 'text/html') {
    return { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } };
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
  const out: JsonSchema = {
    '200': {
      description:
        op.auth === 'user'
          ? 'Success (resCode 0000); without a valid userCode: resCode 0003, also with HTTP 200'
          : 'Success (resCode 0000)',
      content: { 'application/json': { schema: envelopeOf(result) } },
    },
    '400': fail('Invalid input; resMsg names the field'),
    '404': fail('Not found (or not the caller’s)'),
    '500': fail('Unexpected failure; nothing about it is sent'),
  };
  if (op.body || op.multipart) {
    out['409'] = fail('A rule refused the request in the current state; result says why');
    out['413'] = fail('Body too large');
    out['415'] = fail('Body is not JSON (Content-Type)');
  }
  if (op.auth === 'operator') out['403'] = fail('Operator token missing or wrong');
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

function operationObject(op: Operation): JsonSchema {
  const params = parameters(op);
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.auth],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.multipart ? { requestBody: multipartBody(op.multipart) } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(op.body, 'input') } },
          },
        }
      : {}),
    responses: responses(op),
  };
}

/** The OpenAPI 3.1 document of the given operations. */
export function buildOpenApiDocument(operations: readonly Operation[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const item = paths[op.path] ?? {};
    if (item[op.method]) throw new Error(`operation listed twice: ${op.method.toUpperCase()} ${op.path}`);
    item[op.method] = operationObject(op);
    paths[op.path] = item;
  }
  const tags = [...new Set(operations.map((o) => o.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'mbankmall API',
      version,
      description:
        'Every answer is an envelope { resCode, resMsg, result }; only resCode 0000 is success. POST bodies are JSON. ' +
        `A POST may carry a ${HeaderNames.uniqueCode} header: a repeat with the same code is answered with the stored success.`,
    },
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
      },
    },
  };
}
