/**
 * How operators name a page in URLs: `code-10` (by placement/category code) or `id-e-cny` (by page
 * id). Two forms because some pages have only an id, and the shopper side asks by either.
 */
export type PageRef = { kind: 'code'; pageCode: number } | { kind: 'id'; pageId: string };

const CODE_KEY = /^code-(\d{1,4})$/;
const ID_KEY = /^id-([A-Za-z0-9_-]{1,64})$/;

export function parsePageKey(key: string): PageRef | null {
  const code = CODE_KEY.exec(key);
  if (code?.[1] !== undefined) {
    const pageCode = Number(code[1]);
    return pageCode >= 1 ? { kind: 'code', pageCode } : null;
  }
  const id = ID_KEY.exec(key);
  return id?.[1] !== undefined ? { kind: 'id', pageId: id[1] } : null;
}

/** The canonical key of a stored page: by code when it has one (what the app asks for), else by id. */
export function pageKeyOf(page: { pageCode: number | null; pageId: string }): string {
  return page.pageCode !== null ? `code-${page.pageCode}` : `id-${page.pageId}`;
}

/** The shopper query (`pageCode` or `pageId`) as a page reference; the code wins when both are given. */
export function refOfQuery(q: { pageCode?: number | undefined; pageId?: string | undefined }): PageRef {
  if (q.pageCode !== undefined) return { kind: 'code', pageCode: q.pageCode };
  return { kind: 'id', pageId: q.pageId ?? '' };
}
