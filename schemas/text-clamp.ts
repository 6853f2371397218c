/**
 * The spec's text clamp (§5, §9: width 48, a non-ASCII character counts 2). Here, below both, so the booth's
 * blocks (product rows, notice board) and the app's screens (search results, bulletins) clamp alike (blocks
 * may not import src). Outside every chunk group (scripts/chunk-groups.ts): in blocks/shared it joined the
 * booth chunk of the first route (+113 B gzip); here it is a chunk of its own that only lazy code loads.
 */

/** Default display width for clamped text; non-ASCII characters count 2. */
export const CLAMP_WIDTH = 48;

export const ELLIPSIS = '…';

/** Display width of one character: ASCII counts 1, anything else (CJK, emoji, full-width) counts 2. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0x7f ? 1 : 2;
}

/** Display width of a string by the spec's rule (non-ASCII counts 2). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Clamps text to a display width, cutting with '…' (spec §5, default width 48).
 * Text that fits (width ≤ maxWidth) is returned unchanged. Otherwise the longest prefix whose
 * width is ≤ maxWidth is kept and the ellipsis is appended after it; the ellipsis is not counted,
 * which matches the spec's "cut at 48, then an ellipsis".
 * Iterates by code point so a surrogate pair (emoji) is never split in half.
 */
export function clampText(text: string, maxWidth: number = CLAMP_WIDTH): string {
  if (textWidth(text) <= maxWidth) return text;
  let width = 0;
  let kept = '';
  for (const char of text) {
    const next = width + charWidth(char);
    if (next > maxWidth) break;
    width = next;
    kept += char;
  }
  return kept + ELLIPSIS;
}
