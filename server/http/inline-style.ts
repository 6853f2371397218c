import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** The entry's stylesheet link as Vite writes it into the built page. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;

export interface InlinedStyle {
  html: string;
  /** The CSP source that allows exactly this style element ('sha256-…'), or null when nothing was inlined. */
  hash: string | null;
}

/**
 * The built page with its entry stylesheet inlined as a <style> element. The stylesheet is
 * render-blocking and small (≈ 2 KB compressed): as a separate request the first paint waited for one more
 * round trip, and any preload started before it shared that wait. The page's CSP allows the element by
 * its hash only (no 'unsafe-inline'). Files are hashed build output under assets/ and never change, so
 * each is read and hashed once. Anything unexpected (a missing file, a `</style` inside) leaves the link.
 */
export function entryStyleInliner(root: string, base: string): (html: string) => Promise<InlinedStyle> {
  const cache = new Map<string, { css: string; hash: string } | null>();
  const load = async (href: string): Promise<{ css: string; hash: string } | null> => {
    const known = cache.get(href);
    if (known !== undefined) return known;
    const file = resolve(root, href.slice(base.length + 1));
    let entry: { css: string; hash: string } | null = null;
    if (href.startsWith(`${base}/assets/`) && file.startsWith(`${root}${sep}`)) {
      const css = await readFile(file, 'utf8').catch(() => null);
      if (css !== null && !/<\/style/i.test(css))
        entry = { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
    }
    cache.set(href, entry);
    return entry;
  };
  return async (html) => {
    const href = ENTRY_STYLESHEET.exec(html)?.[1];
    const style = href ? await load(href) : null;
    if (!style) return { html, hash: null };
    // The link stays, disabled (never fetched, never applied), for Vite's chunk loader: it skips a
    // chunk's CSS when a stylesheet link of that address is in the document, and without one it asked
    // for the inlined file again when a lazy chunk named it.
    const tags = `<style>${style.css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
    return { html: html.replace(ENTRY_STYLESHEET, () => tags), hash: style.hash };
  };
}
