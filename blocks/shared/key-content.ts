/**
 * What a story must visibly show, checked by blocks/stories.test.tsx through
 * `parameters.keyContent`: an accessible role (and name), a piece of text, or nothing at all
 * (e.g. a popup already shown today).
 */
export type KeyContent =
  | { role: string; name?: string | RegExp }
  | { text: string | RegExp }
  | { none: true };
