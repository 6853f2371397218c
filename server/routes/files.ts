import { Hono } from 'hono';
import { isPlaceholderSeed, renderPlaceholderSvg } from '../files/placeholder';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/types';

/**
 * /api/file-storage: generated placeholder pictures for the seeded catalogue and the booth layouts.
 * No image host exists on this machine, so operators' picture paths (booth/<name>.png|jpg|svg) are
 * answered with a labelled SVG; the <img> shows it whatever the file name's extension.
 */
export function fileRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/file/:folder{placeholder|booth}/:file', (c) => {
    const pattern =
      c.req.param('folder') === 'placeholder' ? /^(.+)\.svg$/ : /^(.+)\.(?:svg|png|jpe?g|webp)$/;
    const m = pattern.exec(c.req.param('file'));
    const seed = m?.[1];
    if (!seed || !isPlaceholderSeed(seed)) throw notFound('no such file');
    return c.body(renderPlaceholderSvg(seed), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      // An SVG opened directly is a document; forbid it from running anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return r;
}
