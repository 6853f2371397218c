/** The longest page title a layout takes (schemas/booth/page.ts: title is plainText(40)). */
export const PAGE_NAME_MAX = 40;

export type PageNameProblem = 'empty' | 'tooLong';

/** What is wrong with a new page's name, or null; spaces around it do not count. */
export function pageNameProblem(name: string): PageNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > PAGE_NAME_MAX) return 'tooLong';
  return null;
}

/**
 * A page id for a new page named `name`: the name's Latin letters and digits (a Chinese name gives
 * none, so `page`), then a random suffix, never one of `taken`. Ids are identifiers (1-64 of
 * A-Z a-z 0-9 _ -), so they are safe in the operator API's paths and the booth's links.
 */
export function newPageId(
  name: string,
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const base = slug || 'page';
  for (;;) {
    const suffix = Math.floor(random() * 36 ** 5)
      .toString(36)
      .padStart(5, '0');
    const id = `${base}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}
