import { Hono } from 'hono';
import {
  chooseDensity,
  chooseFormat,
  findImage,
  IMAGE_CONTENT_TYPES,
  IMAGE_FOLDERS,
  type ImageFolder,
  imagePath,
  parseImageFile,
  readImage,
} from '../files/images';
import { isPlaceholderSeed, renderPlaceholderSvg } from '../files/placeholder';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';

/** Generated pictures change only when someone regenerates them; the ETag tells a browser when that happened. */
const IMAGE_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400';
const PLACEHOLDER_CACHE = 'public, max-age=86400';

/**
 * /api/file-storage: the seeded catalogue's pictures (server/files/images.ts describes the URL grammar).
 * No image host exists on this machine; a name with no generated picture (an operator's upload, an edge
 * fixture) is answered with the labelled SVG placeholder, which an <img> shows whatever the extension.
 */
export function fileRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The folder is checked here rather than by a `{a|b}` route pattern: Hono's composed router let an
  // unparenthesised alternation match inside the file name (booth/category-20-banner.jpg → "category").
  r.get('/file/:folder/:file', async (c) => {
    const folder = c.req.param('folder');
    const file = c.req.param('file');
    if (folder !== 'placeholder' && !(IMAGE_FOLDERS as readonly string[]).includes(folder)) {
      throw notFound('no such file');
    }
    if (folder === 'placeholder') {
      const seed = /^(.+)\.svg$/.exec(file)?.[1];
      if (!seed || !isPlaceholderSeed(seed)) throw notFound('no such file');
      return placeholder(seed);
    }
    const req = parseImageFile(file);
    if (!req) throw notFound('no such file');
    const entry = req.ext === 'svg' ? undefined : findImage(folder, req.key);
    if (!entry) return placeholder(req.key);
    const format = chooseFormat(entry, req.ext, c.req.header('accept'));
    const density = chooseDensity(entry, format, req.density ?? 2);
    if (density === undefined) throw notFound('no such file');
    const { body, etag } = await readImage(imagePath(folder as ImageFolder, req.key, density, format));
    const headers: Record<string, string> = {
      'content-type': IMAGE_CONTENT_TYPES[format],
      'cache-control': IMAGE_CACHE,
      etag,
    };
    // Only a name that left the format open was negotiated; a cache must key it by Accept.
    if (req.ext !== 'avif' && req.ext !== 'webp') headers.vary = 'Accept';
    const inm = c.req.header('if-none-match');
    if (inm?.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
      return c.body(null, 304, headers);
    }
    return c.body(body, 200, { ...headers, 'content-length': String(body.byteLength) });
  });

  function placeholder(seed: string) {
    return new Response(renderPlaceholderSvg(seed), {
      status: 200,
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': PLACEHOLDER_CACHE,
        // An SVG opened directly is a document; forbid it from running anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }

  return r;
}
