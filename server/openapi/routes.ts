import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { projectPath } from '../paths';
import { buildOpenApiDocument } from './build';
import { pickDocsLang } from './docs-messages';
import { DOCS_CSP, docsPage } from './docs-page';
import { OPERATIONS } from './operations';

/** Where the two routes are mounted (server/app.ts). */
export const OPENAPI_BASE = '/api';
const SPEC_PATH = `${OPENAPI_BASE}/openapi.json`;
const DOCS_PATH = `${OPENAPI_BASE}/docs`;

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

/** GET /api/openapi.json (the document, built once) and GET /api/docs (its reference page). */
export function openApiRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  let document: string | undefined;
  r.get('/openapi.json', (c) => {
    document ??= JSON.stringify(buildOpenApiDocument(OPERATIONS, packageVersion()));
    return c.body(document, 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  r.get('/docs', (c) => {
    const lang = pickDocsLang(c.req.query('lang'), c.req.header('accept-language'));
    return c.html(docsPage(lang, SPEC_PATH, DOCS_PATH), 200, {
      'content-security-policy': DOCS_CSP,
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    });
  });
  return r;
}
