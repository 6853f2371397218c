/** Issue shapes and path formatting shared by validation, the server's 400 answers and reports. */

/** A dropped block as reported to the error-save call: `{ blockId, type, path, message }`. */
export type BlockIssue = {
  /** null when the block has no string id. */
  blockId: string | null;
  /** null when the block has no string type; unknown types are reported as written. */
  type: string | null;
  /** e.g. `blocks[3].props.slides[0].image.src` */
  path: string;
  message: string;
};

/** Any issue of a layout; blockId/type are present when it concerns one block. */
export type LayoutIssue = { path: string; message: string; blockId?: string | null; type?: string | null };

const IDENTIFIER_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['props', 'slides', 0, 'src']` with prefix `blocks[3]` -> `blocks[3].props.slides[0].src`. */
export function formatPath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER_KEY.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

export function blockPath(index: number): string {
  return `blocks[${index}]`;
}
