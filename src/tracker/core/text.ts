/** Spec §5 text limits. */
export const TEXT_LIMIT = 300;
export const IMAGE_TEXT_CUT = 299;
export const USER_AGENT_LIMIT = 500;

/** Image alt/title/src: longer than 300 is cut to 299 (spec §5, kept literally). */
export function imageText(text: string): string {
  return text.length > TEXT_LIMIT ? text.slice(0, IMAGE_TEXT_CUT) : text;
}

/** Other widget text: whitespace runs collapsed, trimmed, at most 300 characters. */
export function widgetText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, TEXT_LIMIT);
}

export function cutUserAgent(ua: string): string {
  return ua.slice(0, USER_AGENT_LIMIT);
}

/** Caps a free text field so one event cannot blow the upload byte bound. */
export function cap(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
