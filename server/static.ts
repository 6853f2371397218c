import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import type { MallEnv } from '../schemas/api/env';
import type { Lang } from '../schemas/i18n/lang';
import { CODING_SUFFIX, chooseCoding, isCompressibleType, varyOnAcceptEncoding } from './http/compression';
import { inlineScriptHashes } from './http/inline-scripts';
import { entryStyleInliner } from './http/inline-style';
import { spaPageHeaders } from './http/page-headers';
import type { AppEnv } from './http/types';
import { requestLang } from './i18n/request-lang';
import { type RouteHints, routeHintTags } from './route-hints';
import { escapeHtml } from './sso/html';
import { MALL_BASE_PATH } from './sso/return-url';
import {
  carriedEnvelopes,
  type FirstScreen,
  type FirstScreenRenderer,
  styleAttributeHashes,
  withFirstScreen,
  withScreenAnswers,
} from './ssr/page';
import { BOOT_SCRIPT_HASH, scriptsAfterPaint } from './ssr/scripts-after-paint';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Vite puts content-hashed files under assets/: they never change, so browsers keep them for a year. */
const CONSOLE_BASE_PATH = '/mbankmall-console';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENV_PLACEHOLDER = 'content="__MALL_ENV__"';
const API_BASE_PLACEHOLDER = 'content="__MALL_API_BASE__"';

async function fileSize(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

const isFile = async (path: string): Promise<boolean> => (await fileSize(path)) !== null;

/**
 * A built file in the representation the request accepts best: the brotli or gzip sibling the build
 * wrote beside it (scripts/compress-assets.ts), else the file itself. Text types always say
 * `Vary: Accept-Encoding`, so a shared cache never hands br bytes to a client that cannot read them.
 */
async function sendFile(
  path: string,
  type: string,
  cache: string,
  acceptEncoding?: string,
): Promise<Response> {
  const headers = new Headers({ 'content-type': type, 'cache-control': cache });
  if (isCompressibleType(type)) {
    varyOnAcceptEncoding(headers);
    const coding = chooseCoding(acceptEncoding);
    const sibling = coding ? `${path}${CODING_SUFFIX[coding]}` : null;
    const siblingSize = sibling ? await fileSize(sibling) : null;
    if (coding && sibling && siblingSize !== null) {
      headers.set('content-encoding', coding);
      headers.set('content-length', String(siblingSize));
      return new Response(await readFile(sibling), { headers });
    }
  }
  const body = await readFile(path);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { headers });
}

/**
 * The built SPA under /mbankmall/ with history fallback: a path that is not a file gets index.html, so a
 * reload of /mbankmall/order/list works. Missing files under assets/ stay 404 (a stale chunk must fail
 * loudly, not parse HTML as JS). index.html is never cached and carries the server's environment.
 */
/** The page's `<html>` tag with `lang` set to the language it is answered in (added when the tag has none). */
export function withHtmlLang(html: string, lang: Lang): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/i.test(tag)
      ? tag.replace(/\slang="[^"]*"/i, ` lang="${lang}"`)
      : tag.replace(/^<html/i, `<html lang="${lang}"`),
  );
}

export function staticRoutes(opts: {
  distDir: string;
  env: MallEnv;
  apiBase?: string;
  /** Origins besides the mall's own that may frame it (the bank app's webview). */
  frameAncestors?: readonly string[];
  /** Script origins besides the mall's own (the WeChat JS-SDK's, when configured on another origin). */
  scriptOrigins?: readonly string[];
  /**
   * What the route an address opens (path under /mbankmall/) fetches first: its likely LCP pictures and
   * its screen's modules, named in the page as preloads so the browser fetches them with the HTML, not
   * one round trip after another behind the scripts.
   */
  routeHints?: (path: string, url: URL, c: Context) => Promise<RouteHints>;
  /** Renders the first screen of a page whose first reads the hints carry (ADR 0029); null: the browser renders. */
  firstScreen?: FirstScreenRenderer;
}): Hono<AppEnv> {
  const root = resolve(opts.distDir);
  const indexPath = resolve(root, 'index.html');
  const consolePath = resolve(root, 'console.html');
  const r = new Hono<AppEnv>();
  const headersFor = (
    template: string,
    styleHashes: readonly string[],
    styleAttributeHashes: readonly string[] = [],
    bootHashes: readonly string[] = [],
  ) =>
    spaPageHeaders({
      apiBase: opts.apiBase ?? '',
      frameAncestors: opts.frameAncestors ?? [],
      scriptOrigins: opts.scriptOrigins ?? [],
      styleHashes,
      styleAttributeHashes,
      // From the built page alone, never from what was rendered into it: a script tag that reached the
      // server-rendered markup must stay refused. Plus the boot script of a server-rendered page (ADR 0051).
      scriptHashes: [...inlineScriptHashes(template), ...bootHashes],
    });
  const inlineStyle = entryStyleInliner(root, MALL_BASE_PATH);

  const hintTags = routeHintTags(root, MALL_BASE_PATH);

  const sendIndex = async (
    page = indexPath,
    routeHints: RouteHints | null = null,
    screen: FirstScreen | null = null,
    lang: Lang | null = null,
  ): Promise<Response> => {
    const template = await readFile(page, 'utf8');
    let html = template
      .replaceAll(ENV_PLACEHOLDER, `content="${opts.env}"`)
      .replaceAll(API_BASE_PLACEHOLDER, `content="${escapeHtml(opts.apiBase ?? '')}"`);
    // The language the page is answered in (its first screen is rendered in it): the app setting another
    // `<html lang>` at boot re-lays out the whole page during hydration (ADR 0073).
    if (lang) html = withHtmlLang(html, lang);
    const hints = routeHints && screen ? withScreenAnswers(routeHints, screen) : routeHints;
    const tags = hints ? await hintTags(hints, { stylesheets: screen !== null }) : [];
    // After the entry's own script and stylesheet, so the browser still asks for those first.
    if (tags.length > 0) html = html.replace('</head>', `${tags.map((t) => `    ${t}\n`).join('')}  </head>`);
    let deferred = false;
    if (screen) ({ html, deferred } = scriptsAfterPaint(withFirstScreen(html, screen)));
    const inlined = await inlineStyle(html);
    return new Response(inlined.html, {
      headers: {
        ...headersFor(
          template,
          inlined.hash ? [inlined.hash] : [],
          screen ? styleAttributeHashes(screen.html) : [],
          deferred ? [BOOT_SCRIPT_HASH] : [],
        ),
        'content-type': TYPES['.html'] ?? 'text/html',
        'cache-control': 'no-cache',
      },
    });
  };

  r.get('/', (c) => c.redirect(`${MALL_BASE_PATH}/index`, 302));
  // Browsers and web views that ignore the page's <link rel="icon"> still ask the origin's root for it.
  r.get('/favicon.ico', async (c) => {
    const icon = resolve(root, 'favicon.ico');
    if (!(await isFile(icon))) return c.text('not found', 404);
    return sendFile(
      icon,
      TYPES['.ico'] ?? 'image/x-icon',
      'public, max-age=86400',
      c.req.header('accept-encoding'),
    );
  });
  r.get(MALL_BASE_PATH, (c) => c.redirect(`${MALL_BASE_PATH}/index`, 302));
  // One home page (ADR 0055): the home layout's own address is /index; the app's router does
  // the same for a tap, this answers a typed or shared address before any page is served.
  r.get(`${MALL_BASE_PATH}/activity/home`, (c) =>
    c.redirect(`${MALL_BASE_PATH}/index${new URL(c.req.url).search}`, 302),
  );
  // The operator console: its own page and entry; its chunks sit under /mbankmall/assets/.
  r.get(CONSOLE_BASE_PATH, (c) => c.redirect(`${CONSOLE_BASE_PATH}/`, 302));
  r.get(`${CONSOLE_BASE_PATH}/*`, async (c) =>
    (await isFile(consolePath)) ? sendIndex(consolePath) : c.text('The console is not built yet.', 503),
  );

  r.get(`${MALL_BASE_PATH}/*`, async (c) => {
    if (!(await isFile(indexPath))) {
      return c.text(`The mall is not built yet: ${indexPath} is missing. Run \`npm run build\` first.`, 503);
    }
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname.slice(MALL_BASE_PATH.length + 1));
    } catch {
      return c.text('bad path', 400);
    }
    const file = resolve(root, rel);
    const inside = file.startsWith(`${root}${sep}`) && !rel.includes('\0');
    if (inside && file !== indexPath && file !== consolePath && (await isFile(file))) {
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = rel.startsWith('assets/') ? IMMUTABLE : 'public, max-age=300';
      return sendFile(file, type, cache, c.req.header('accept-encoding'));
    }
    if (rel.startsWith('assets/')) return c.text('not found', 404);
    const url = new URL(c.req.url);
    const hints = (await opts.routeHints?.(rel, url, c)) ?? null;
    const lang = requestLang(c);
    const screen =
      hints?.serverRender && hints.answers?.length && opts.firstScreen
        ? await opts.firstScreen({
            url,
            lang,
            userAgent: c.req.header('user-agent') ?? '',
            answers: carriedEnvelopes(hints),
          })
        : null;
    return sendIndex(indexPath, hints, screen, lang);
  });
  return r;
}
