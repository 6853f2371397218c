/**
 * Hostile inputs for one OpenAPI operation, derived from its JSON Schemas (tests/integration/fuzz.test.ts).
 * Deterministic: the same seed gives the same cases. A case says whether it certainly breaks the schema
 * (then the server must not answer success) — only judged where the schema constrains the value.
 */

export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzCase {
  label: string;
  path: string;
  query: string;
  /** Raw body and its content type; absent: no body. */
  body?: { text: string; contentType: string | null };
  /** The input certainly breaks the schema: success (0000) would be a bug. */
  invalid: boolean;
  /** Set when one field of the body or query was made hostile: a refusal must come from that schema. */
  field?: 'body' | 'query';
}

/** mulberry32: small, fast, good enough to pick cases reproducibly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LONG = 'x'.repeat(10_000);
const HOSTILE_VALUES: unknown[] = [
  2 ** 31,
  2 ** 53 + 2,
  -1,
  1e308,
  1.5,
  'NaN',
  'a\u0000b',
  LONG,
  'x\u0085\u001b[31m',
  '\ud800',
  '',
  null,
  true,
  [],
  {},
];
const HOSTILE_PARAMS = [
  '2147483648',
  '9007199254740993',
  '-1',
  '1e308',
  'NaN',
  'a\u0000b',
  LONG,
  '',
  '\ud800x',
  '%ZZ%E0%A4%A',
];

/** A nullable or single-branch union stands for its one real branch. */
function unwrap(s: JsonSchema): JsonSchema {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return s;
  const real = branches.filter((b) => b.type !== 'null');
  return real.length === 1 && real[0] ? unwrap(real[0]) : s;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? undefined : s.type);

/** A plausible value of the schema (not always valid: regex shapes are guessed). */
export function example(schema: JsonSchema): unknown {
  const s = unwrap(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.examples?.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.anyOf?.[0] || s.oneOf?.[0]) return example((s.anyOf ?? s.oneOf ?? [])[0] ?? {});
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, example(v)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => example(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.pattern?.startsWith('^1\\d{10}')) return '13800000000';
      if (s.pattern?.includes('\\d{1,10}') || s.pattern?.includes('[1-9]')) return '1';
      return 'A'.repeat(Math.max(5, s.minLength ?? 1));
    default:
      return {};
  }
}

/** Whether value certainly breaks a leaf schema; false when unsure (unions, unconstrained). */
function breaks(schema: JsonSchema, value: unknown): boolean {
  const s = unwrap(schema);
  if (s.anyOf || s.oneOf) return false;
  if (s.const !== undefined) return value !== s.const;
  if (s.enum) return !s.enum.includes(value);
  const t = typeOf(s);
  if (!t) return false;
  if (value === null) return true;
  if (t === 'integer' || t === 'number') {
    if (typeof value !== 'number') return true;
    if (t === 'integer' && !Number.isSafeInteger(value)) return true;
    if (s.maximum !== undefined && value > s.maximum) return true;
    if (s.minimum !== undefined && value < s.minimum) return true;
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return true;
    return false;
  }
  if (t === 'string') {
    if (typeof value !== 'string') return true;
    if (s.maxLength !== undefined && value.length > s.maxLength) return true;
    // Every pattern of ours refuses control characters and lone surrogates.
    if (s.pattern !== undefined && /[\p{Cc}\p{Cs}]/u.test(value)) {
      return true;
    }
    return false;
  }
  if (t === 'boolean') return typeof value !== 'boolean';
  if (t === 'array') return !Array.isArray(value);
  if (t === 'object') return typeof value !== 'object' || Array.isArray(value);
  return false;
}

type Leaf = { path: (string | number)[]; schema: JsonSchema; underUnion: boolean };

/**
 * Every property and first array item reachable through objects and arrays; through a union, its first
 * branch (the case is then never judged 'invalid': another branch might accept it).
 */
function leaves(schema: JsonSchema, path: (string | number)[] = [], underUnion = false, depth = 0): Leaf[] {
  const s = unwrap(schema);
  const here: Leaf[] = path.length > 0 ? [{ path, schema: s, underUnion }] : [];
  if (depth > 4) return here;
  const first = (s.anyOf ?? s.oneOf)?.[0];
  if (first)
    return [...here, ...leaves(first, path, true, depth + 1).filter((l) => l.path.length > path.length)];
  if (typeOf(s) === 'object' && s.properties) {
    return [
      ...here,
      ...Object.entries(s.properties).flatMap(([k, v]) => leaves(v, [...path, k], underUnion, depth + 1)),
    ];
  }
  if (typeOf(s) === 'array' && s.items)
    return [...here, ...leaves(s.items, [...path, 0], underUnion, depth + 1)];
  return here;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) return copy;
    node = next as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
  return copy;
}

/** Percent-encoding that also writes a lone surrogate, as the invalid UTF-8 bytes a client could send. */
function encode(v: string): string {
  if (v.startsWith('%ZZ')) return v;
  return v
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\u0000LONE\u0000')
    .split('\u0000LONE\u0000')
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

const qs = (entries: [string, string][]) =>
  entries.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&');

/** Up to `budget` hostile cases for one operation. */
export function casesFor(
  path: string,
  params: Parameter[],
  bodySchema: JsonSchema | undefined,
  random: () => number,
  budget: number,
): FuzzCase[] {
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (over: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) =>
        over[name] ?? String(example(pathParams.find((p) => p.name === name)?.schema ?? {})),
    );
  const baseQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, String(example(p.schema))]);
  const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });
  const baseBody = bodySchema ? example(bodySchema) : undefined;
  const plain = (label: string, over: Partial<FuzzCase>): FuzzCase => ({
    label,
    path: fill(),
    query: qs(baseQuery),
    ...(bodySchema ? { body: json(baseBody) } : {}),
    invalid: false,
    ...over,
  });

  const pool: FuzzCase[] = [];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

  for (const p of pathParams) {
    for (const v of HOSTILE_PARAMS) {
      const seg = encode(v);
      pool.push(plain(`path ${p.name}=${v.slice(0, 12)}`, { path: fill({ [p.name]: seg }) }));
    }
  }
  for (const p of queryParams) {
    for (const v of HOSTILE_PARAMS) {
      const entries = baseQuery.filter(([k]) => k !== p.name);
      // Only string parameters are judged: a number parameter's schema sees the text before coercion.
      // Lone surrogates and broken escapes reach the server as other text, so they are not judged either.
      const judged = typeOf(unwrap(p.schema)) === 'string' && !/\p{Cs}|^%ZZ/u.test(v) && breaks(p.schema, v);
      pool.push(
        plain(`query ${p.name}=${v.slice(0, 12)}`, {
          query: qs([...entries, [p.name, v]]),
          invalid: judged,
          field: 'query',
        }),
      );
    }
  }
  if (queryParams.length > 0 || bodySchema === undefined) {
    pool.push(
      plain('query repeated and junk', { query: `${qs(baseQuery)}&${qs(baseQuery)}&x=%00&__proto__=1` }),
    );
  }
  if (bodySchema) {
    const targets = leaves(bodySchema);
    for (const leaf of targets) {
      for (const v of HOSTILE_VALUES) {
        pool.push(
          plain(`body ${leaf.path.join('.')}=${JSON.stringify(v)?.slice(0, 16)}`, {
            body: json(withValue(baseBody, leaf.path, v)),
            invalid: !leaf.underUnion && breaks(leaf.schema, v),
            field: 'body',
          }),
        );
      }
    }
    const objectBody = typeOf(unwrap(bodySchema)) === 'object';
    const structural: [string, string, string | null, boolean][] = [
      ['array instead of object', '[]', 'application/json', objectBody],
      ['string body', '"x"', 'application/json', objectBody],
      ['number body', String(2 ** 53), 'application/json', objectBody],
      ['null body', 'null', 'application/json', objectBody],
      ['not JSON', '{"a":', 'application/json', true],
      ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json', objectBody],
      ['text/plain', JSON.stringify(baseBody), 'text/plain', false],
      ['form', 'a=1&b=%00', 'application/x-www-form-urlencoded', false],
      [
        'multipart',
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
        false,
      ],
      ['xml', '<a>1</a>', 'application/xml', false],
      ['no content type', JSON.stringify(baseBody), null, false],
    ];
    for (const [label, text, contentType, invalid] of structural) {
      pool.push(plain(label, { body: { text, contentType }, invalid }));
    }
    if (targets.length > 0)
      pool.push(
        plain('missing every field', {
          body: json({}),
          invalid: (unwrap(bodySchema).required ?? []).length > 0,
        }),
      );
  }

  // A quarter of the budget for structural cases, then one hostile value per field, then random picks.
  const chosen: FuzzCase[] = [];
  const take = (c: FuzzCase | undefined) => {
    if (c && chosen.length < budget && !chosen.includes(c)) chosen.push(c);
  };
  const shuffled = <T>(list: readonly T[]): T[] =>
    list
      .map((x) => [random(), x] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);
  const fieldOf = (c: FuzzCase) => (c.label.includes('=') ? (c.label.split('=')[0] ?? '') : null);
  const structuralCases = pool.filter((c) => fieldOf(c) === null);
  for (const c of shuffled(structuralCases).slice(0, Math.ceil(budget / 4))) take(c);
  const byField = new Map<string, FuzzCase[]>();
  for (const c of pool) {
    const field = fieldOf(c);
    if (field !== null) byField.set(field, [...(byField.get(field) ?? []), c]);
  }
  for (const list of shuffled([...byField.values()])) take(pick(list));
  for (let i = 0; i < pool.length * 2 && chosen.length < budget; i++) take(pick(pool));
  return chosen;
}

/**
 * The document with its named components written in place (the cases are made from whole schemas); a
 * component met again inside itself (a tree) stays a reference.
 */
export function inlineComponents<T>(doc: T): T {
  const components = ((doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ??
    {}) as Record<string, unknown>;
  const inline = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((v) => inline(v, seen));
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      const target = components[name];
      return target === undefined || seen.includes(name) ? value : inline(target, [...seen, name]);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(v, seen)]));
  };
  return { ...doc, paths: inline((doc as { paths: unknown }).paths, []) } as T;
}
