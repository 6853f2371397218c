import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, operationIds } from './build';
import { nameComponents } from './components';
import type { Operation } from './operation';
import { OPERATIONS } from './operations';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument(OPERATIONS, '1.2.3', 'https://mall.example.com') as {
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

/** Every `$ref` string anywhere under a value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe('the OpenAPI document, as strict tools read it', () => {
  it('resolves every reference from the root: no $defs, only named components that exist', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('$defs');
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9]+$/);
      expect(doc.components.schemas[ref.slice('#/components/schemas/'.length)]).toBeDefined();
    }
  });

  it('names a shape once: the same address or product card is one component wherever it appears', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(['Address', 'SignedOutEnvelope', 'FailureEnvelope']));
    const bodies = Object.values(doc.components.schemas).map((s) => JSON.stringify(s));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('gives each operation a readable, unique id, its server from configuration and described tags', () => {
    const ids = ops.map(({ op }) => op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/);
    expect(doc.paths['/api/shoppingcart/shopping-cart/query-v2']?.post?.operationId).toBe('cart.queryV2');
    expect(doc.servers).toEqual([{ url: 'https://mall.example.com', description: 'This mall' }]);
    for (const tag of doc.tags) expect(tag.description).toMatch(/\S · \S/);
  });

  it('documents signed out (0003) as its own answer, never as a success', () => {
    const cart = doc.paths['/api/shoppingcart/shopping-cart/query-v2']?.post as Json;
    const schema = (cart.responses as Json)['200'] as { content: { 'application/json': { schema: Json } } };
    const oneOf = schema.content['application/json'].schema.oneOf as Json[];
    expect(oneOf).toHaveLength(2);
    expect(oneOf[1]).toEqual({ $ref: '#/components/schemas/SignedOutEnvelope' });
    expect(doc.components.schemas.SignedOutEnvelope?.properties).toMatchObject({
      resCode: { const: '0003' },
      result: { type: 'null' },
    });
  });

  it('types digits in a query as integers and carries the channel headers and the request code', () => {
    const params = ops.flatMap(({ op }) => (op.parameters as Json[] | undefined) ?? []);
    const numericText = params.filter(
      (p) =>
        (p.schema as Json).type === 'string' && /\\d\{1,10\}\$$/.test(String((p.schema as Json).pattern)),
    );
    expect(numericText).toEqual([]);
    expect(params.some((p) => p.in === 'query' && (p.schema as Json).type === 'integer')).toBe(true);
    const create = doc.paths['/api/order/create-order']?.post?.parameters as Json[];
    expect(create.map((p) => p.name)).toEqual(
      expect.arrayContaining(['bizLine', 'subChannelNo', 'uniqueCode']),
    );
  });

  it('types answers that are not envelopes as what they are', () => {
    const picture = doc.paths['/api/file-storage/file/{folder}/{file}']?.get?.responses as Json;
    expect(Object.keys((picture['200'] as { content: Json }).content)).toEqual(['image/*']);
    const self = doc.paths['/api/openapi.json']?.get?.responses as Json;
    expect(JSON.stringify(self)).not.toContain('resCode');
  });
});

describe('operationIds', () => {
  const op = (path: string, method: Operation['method'] = 'get'): Operation => ({
    method,
    path,
    summary: '',
    tag: 'cart',
    auth: 'none',
  });

  it('adds the path words that tell two operations apart, and the method for one path served twice', () => {
    const list = [op('/api/a/list'), op('/api/b/list'), op('/api/c/{id}'), op('/api/c/{id}', 'post')];
    expect([...operationIds(list).values()]).toEqual([
      'cart.aList',
      'cart.bList',
      'cart.cByIdGet',
      'cart.cByIdPost',
    ]);
  });
});

describe('nameComponents', () => {
  it('turns each shape written twice into one named component, inner shapes included', () => {
    const address = {
      type: 'object',
      properties: { city: { type: 'string' }, street: { type: 'string' } },
    };
    const order = (): Json => ({
      type: 'object',
      properties: {
        shipTo: structuredClone(address),
        billTo: structuredClone(address),
        no: { type: 'string' },
      },
    });
    const doc: Json = {
      paths: {
        '/a': { get: { schema: { type: 'object', properties: { order: order(), n: { type: 'string' } } } } },
        '/b': {
          get: {
            schema: { type: 'object', properties: { orders: { type: 'array', items: order() }, m: {} } },
          },
        },
      },
    };
    nameComponents(doc, (path) => path.slice(1));
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    expect(Object.keys(schemas).sort()).toEqual(['Order', 'ShipTo']);
    expect(schemas.Order?.properties).toMatchObject({
      shipTo: { $ref: '#/components/schemas/ShipTo' },
      billTo: { $ref: '#/components/schemas/ShipTo' },
    });
    expect(JSON.stringify(doc.paths)).toContain('"items":{"$ref":"#/components/schemas/Order"}');
  });
});
