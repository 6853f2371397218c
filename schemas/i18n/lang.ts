/** The languages the mall speaks. zh-CN is the default: the bank's customers read Chinese first. */
export const LANGS = ['zh-CN', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/**
 * Maps one BCP 47 tag to a language the mall speaks, or null: any zh-* is Chinese (traditional-script
 * readers still read simplified better than English), any en-* is English.
 */
export function matchLang(tag: string): Lang | null {
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return null;
}

/** The first of the caller's preferred tags the mall speaks; zh-CN when none matches. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const lang = matchLang(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** Parses an Accept-Language header ('en-US,en;q=0.9,zh;q=0.8') into tags, best first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag !== '' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}
