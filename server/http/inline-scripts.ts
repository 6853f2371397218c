import { createHash } from 'node:crypto';

/** Inline scripts: a <script> without src, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP hash sources of a page's inline scripts, as the browser hashes them (their exact text). The built
 * page holds one, the legacy bundle's fallback loader (ADR 0046); the header allows it by hash, never by
 * 'unsafe-inline', so a script injected into the page still cannot run. Read from the page as served, so
 * the policy always matches the build it answers with.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
