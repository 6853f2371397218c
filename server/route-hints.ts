import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { OK_JSON } from './http/envelope';
import { escapeHtml } from './sso/html';

/**
 * What a route's page will fetch first after the entry script (server/services/first-route-hints.ts):
 * pictures by address, and modules by the build's manifest key (`src/pages/…tsx`) or, for the chunk
 * groups of scripts/chunk-groups.ts, by `chunk:<name>`.
 */
export interface RouteHints {
  images: string[];
  modules: string[];
  /**
   * GET answers written into the page (src/api/pageAnswers.ts): the read's path and sorted query without
   * the t= stamp, and the `result` JSON of its envelope. Only answers that are the same for every shopper.
   */
  answers?: { url: string; resultJson: string }[];
  /** React renders this route's first screen on the server from those answers (ADR 0029). */
  serverRender?: boolean;
}

/**
 * How the page names a carried answer: the read's path and its query in key order, without the t= stamp,
 * exactly as the client's pageAnswerKey (src/api/client.ts) names the read it is about to make.
 */
export function answerUrl(path: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  query.sort();
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The screens' modules as the build names them (its manifest keys, src/app/routeTable.ts imports them
 * lazily), and the block chunks of scripts/chunk-groups.ts. `npm run budgets` fails when the build has
 * no such key or chunk, so a renamed screen cannot silently lose its hint.
 */
export const HINTED_MODULES = {
  home: 'src/pages/booth/HomePage.tsx',
  dailyDeal: 'src/pages/booth/DailyDealPage.tsx',
  ecny: 'src/pages/booth/EcnyPage.tsx',
  product: 'src/pages/product/ProductPage.tsx',
  blocks: 'chunk:blocks',
} as const;

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    name: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** The manifest key a hint names: the key itself, or for `chunk:<name>` the chunk group of that name. */
export const manifestKeyOf = (
  manifest: Record<string, { name?: string | undefined }>,
  ref: string,
): string | undefined =>
  ref.startsWith('chunk:')
    ? Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === ref.slice(6))
    : ref in manifest
      ? ref
      : undefined;

/** The manifest keys these modules need before they run: themselves and their static imports, transitively. */
function closure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  // Dependencies before what imports them: the order Vite's loader applies their CSS in. A server-rendered
  // page links the same sheets in the same order, so equal-specificity rules (the kit's button, the
  // screen's own class on it) resolve alike and the page looks as when the browser rendered it.
  const ordered: string[] = [];
  const visit = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
    ordered.push(key);
  };
  for (const key of keys) visit(key);
  return new Set(ordered);
}

/** The files the named modules need (their chunks and CSS), minus what the entry already loads. */
function filesOf(manifest: Manifest, refs: readonly string[], base: string): { js: string[]; css: string[] } {
  const entry = closure(manifest, ['index.html']);
  const keys = refs.map((ref) => manifestKeyOf(manifest, ref)).filter((k): k is string => k !== undefined);
  const js: string[] = [];
  const css = new Set<string>();
  for (const key of closure(manifest, keys)) {
    const chunk = manifest[key];
    if (entry.has(key) || !chunk) continue;
    if (chunk.file.endsWith('.js')) js.push(`${base}/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(`${base}/${sheet}`);
  }
  return { js, css: [...css] };
}

/**
 * Renders route hints as `<link>` tags for index.html's head. Modules become modulepreloads
 * and their CSS style preloads, both `crossorigin` like Vite's own loader, so the lazy import later
 * finds them in the cache. The build's manifest is read once per build (its mtime), never per request.
 */
export function routeHintTags(
  distDir: string,
  base: string,
): (hints: RouteHints, opts?: { stylesheets?: boolean }) => Promise<string[]> {
  const path = join(distDir, '.vite', 'manifest.json');
  let cached: { mtime: number; manifest: Manifest | null } | null = null;
  const manifest = async (): Promise<Manifest | null> => {
    const mtime = await stat(path).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (cached?.mtime !== mtime) {
      // A missing or unreadable manifest leaves the page without module hints, never without the page.
      const text = mtime < 0 ? null : await readFile(path, 'utf8').catch(() => null);
      let parsed: unknown = null;
      try {
        parsed = text === null ? null : JSON.parse(text);
      } catch {
        parsed = null;
      }
      const checked = manifestSchema.safeParse(parsed);
      cached = { mtime, manifest: checked.success ? checked.data : null };
    }
    return cached.manifest;
  };
  // With a server-rendered first screen (ADR 0029) the screen's CSS is applied, not only fetched early: the
  // HTML is shown before any script runs, and Vite's loader later finds the same link and skips it.
  return async ({ images, modules, answers = [] }, opts = {}) => {
    const tags = images.map(
      (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`,
    );
    const built = modules.length > 0 ? await manifest() : null;
    if (built) {
      const { js, css } = filesOf(built, modules, base);
      for (const href of js) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
      for (const href of css)
        tags.push(
          opts.stylesheets
            ? `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`
            : `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" />`,
        );
    }
    if (answers.length > 0) {
      const list = answers.map(
        (a) => `{"url":${JSON.stringify(a.url)},"answer":${OK_JSON.head}${a.resultJson}${OK_JSON.tail}}`,
      );
      // `<` escaped, so operator text in a layout cannot close the element; JSON reads \u003c as `<`.
      const data = `[${list.join(',')}]`.replaceAll('<', '\\u003c');
      tags.push(`<script type="application/json" id="mall-page-answers">${data}</script>`);
    }
    return tags;
  };
}
