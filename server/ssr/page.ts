import { createHash } from 'node:crypto';
import { SSR_MARK_ATTRIBUTE } from '../../schemas/ssr/first-screen';
import { OK_JSON } from '../http/envelope';
import type { RouteHints } from '../route-hints';
import { escapeHtml } from '../sso/html';
import type { FirstScreen } from './first-screen';

export type { FirstScreen, FirstScreenRenderer } from './first-screen';

/** The built page's root with the boot skeleton it paints before any script (index.html). */
const ROOT_WITH_SKELETON = /<div id="root">[\s\S]*?<\/svg>\s*<\/div>/;

/** The answers the hints carry as whole envelopes, as the browser will read them from the page. */
export const carriedEnvelopes = (hints: RouteHints): { url: string; answer: unknown }[] =>
  (hints.answers ?? []).map((a) => ({
    url: a.url,
    answer: JSON.parse(`${OK_JSON.head}${a.resultJson}${OK_JSON.tail}`) as unknown,
  }));

/** The hints plus the answers the render read besides them (the product cards): the page carries all. */
export function withScreenAnswers(hints: RouteHints, screen: FirstScreen): RouteHints {
  const known = new Set((hints.answers ?? []).map((a) => a.url));
  const extra = screen.answers
    .filter((a) => !known.has(a.url))
    .map((a) => ({
      url: a.url,
      resultJson: JSON.stringify((a.answer as { result?: unknown } | null)?.result ?? null),
    }));
  return { ...hints, answers: [...(hints.answers ?? []), ...extra] };
}

/** The page with the rendered first screen in its root, in place of the boot skeleton, and its mark. */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  if (!ROOT_WITH_SKELETON.test(html)) return html;
  return html.replace(
    ROOT_WITH_SKELETON,
    () => `<div id="root" ${SSR_MARK_ATTRIBUTE}="${escapeHtml(screen.mark)}">${screen.html}</div>`,
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** CSP hash sources of every style attribute React wrote, as the browser reads their values. */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add((match[1] ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e));
  return [...values].map((v) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`);
}
