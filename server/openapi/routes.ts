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

/** Where the API is reached: the configured API base's origin, else the mall's public origin. */
export function apiOriginOf(config: { apiBase: string; publicOrigin: string }): string {
  if (!/^https?:\/\//i.test(config.apiBase)) return config.publicOrigin;
  try {
    return new URL(config.apiBase).origin;
  } catch {
    return config.publicOrigin;
  }
}

/**
 * GET /api/openapi.json (the document, built once) and GET /api/docs (its reference page). `serverUrl` is
 * the document's server, from configuration.
 */
export function openApiRoutes(serverUrl: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  let document: string | undefined;
  r.get('/openapi.json', (c) => {
    document ??= JSON.stringify(buildOpenApiDocument(OPERATIONS, packageVersion(), serverUrl));
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
