import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeaderNames } from '../../schemas/api/headers';
import { login, startTestServer, type TestServer } from './helpers';

/**
 * The drift test, from routes to shapes (item 3): every read operation of the served document is
 * called on a live server, and each answer must validate against the schema the document gives for the
 * status it came with (an undocumented status is drift too). Required parameters are harvested from the
 * answers themselves: a `skuNo` found in the search answer feeds every operation that needs a `skuNo`, and
 * so on for a few rounds, so the test follows the seed instead of a hand-kept list of values.
 */
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

/** Values for parameters no answer carries: the first page, a word the seed has, the home page. */
const STARTING_VALUES: Record<string, string[]> = {
  keyword: ['手机'],
  pageKey: ['index'],
  pageNo: ['1'],
  pageSize: ['10'],
};
const ROUNDS = 4;

let server: TestServer;
let doc: Doc;
let userCode: string;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Doc;
  userCode = await login(server.url, 'C0001');
});
afterAll(() => server?.stop());

/** Every string or number under a key, anywhere in an answer: the harvest for later rounds. */
function harvest(value: unknown, into: Map<string, Set<string>>, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if ((typeof v === 'string' && v.length > 0 && v.length <= 64) || typeof v === 'number') {
      const seen = into.get(key) ?? new Set<string>();
      if (seen.size < 3) seen.add(String(v));
      into.set(key, seen);
    } else harvest(v, into, depth + 1);
  }
}

const pointer = (...parts: string[]) =>
  `#/${parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

describe('every read operation answers what the document says', () => {
  it('validates each live answer against its documented schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(doc, 'openapi.json');

    const values = new Map<string, Set<string>>(
      Object.entries(STARTING_VALUES).map(([k, v]) => [k, new Set(v)]),
    );
    const reads = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get ? [{ path, op: item.get }] : [],
    );
    const checked = new Set<string>();
    const drift: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      for (const { path, op } of reads) {
        if (checked.has(op.operationId)) continue;
        const required = (op.parameters ?? []).filter(
          (p) => p.required && (p.in === 'query' || p.in === 'path'),
        );
        if (required.some((p) => !values.get(p.name)?.size)) continue;
        const json = op.responses['200']?.content?.['application/json'];
        if (!json) continue; // pictures, PDFs, CSV and the reference page are not JSON answers
        checked.add(op.operationId);

        // Up to three harvested values each (the i-th of every parameter), so refusals of a wrong kind or
        // state are met as well as the success.
        const tries = Math.max(1, ...required.map((p) => values.get(p.name)?.size ?? 0));
        for (let i = 0; i < tries; i++) {
          const pick = (name: string) => {
            const seen = [...(values.get(name) ?? [])];
            return seen[i % seen.length] ?? '';
          };
          let url = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pick(name)));
          const query = new URLSearchParams();
          for (const p of required) if (p.in === 'query') query.set(p.name, pick(p.name));
          if (query.size > 0) url += `?${query}`;
          const operator = op.security?.some((s) => 'operatorToken' in s);
          const res = await fetch(`${server.url}${url}`, {
            headers: operator ? { [HeaderNames.operatorToken]: server.operatorToken } : { userCode },
          });
          const status = String(res.status);
          const body: unknown = await res.json().catch(() => undefined);
          const documented = op.responses[status]?.content?.['application/json'];
          if (!documented) {
            drift.push(`${op.operationId} ${url}: answered ${status}, which the document does not list`);
            continue;
          }
          const validate = ajv.getSchema(
            `openapi.json${pointer('paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema')}`,
          );
          if (!validate) throw new Error(`no schema for ${op.operationId} ${status}`);
          if (!validate(body)) {
            const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
            drift.push(`${op.operationId} ${url} (${status}): ${errors.join('; ')}`);
          }
          harvest(body, values);
        }
      }
    }

    const jsonReads = reads.filter(({ op }) => op.responses['200']?.content?.['application/json']);
    const unchecked = jsonReads
      .filter(({ op }) => !checked.has(op.operationId))
      .map(({ op }) => op.operationId);
    if (unchecked.length > 0)
      console.log(`reads without a harvested value to call them with: ${unchecked.join(', ')}`);
    expect(drift).toEqual([]);
    // The harvest must keep reaching most of the document, or this test would pass by checking nothing.
    expect(checked.size / jsonReads.length).toBeGreaterThan(0.8);
  }, 120_000);
});
