import type { Matcher } from '../types';

/** Spec §9: error stacks are cut to 9 frames. */
export const MAX_STACK_FRAMES = 9;

const EXTENSION = /(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;
const FRAME = /^\s*at\s|@|^\s*\w+:\/\//;

export interface ErrorFilter {
  ignoreCrossOrigin: boolean;
  ignoreExtension: boolean;
  ignore: Matcher[];
}

export function matches(text: string, list: Matcher[]): boolean {
  return list.some((m) => (typeof m === 'string' ? text.includes(m) : m.test(text)));
}

/**
 * Spec §5 error ignore rules: empty or non-string messages; the opaque cross-origin
 * 'Script error.'; errors thrown by browser extensions (message, file or stack);
 * anything matching the configured ignore list.
 */
export function shouldIgnoreError(message: unknown, source: string, stack: string, f: ErrorFilter): boolean {
  if (typeof message !== 'string' || message.trim() === '') return true;
  if (f.ignoreCrossOrigin && /^Script error\.?$/.test(message.trim())) return true;
  if (f.ignoreExtension && (EXTENSION.test(source) || EXTENSION.test(stack))) return true;
  return matches(message, f.ignore);
}

/** Keeps the message line (when the engine puts one first) plus at most 9 frames. */
export function cutStack(stack: string): string {
  const lines = stack.split('\n').filter((l) => l.trim() !== '');
  const head = lines[0] !== undefined && !FRAME.test(lines[0]) ? [lines[0]] : [];
  const frames = lines.slice(head.length, head.length + MAX_STACK_FRAMES);
  return [...head, ...frames].join('\n');
}
