import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

describe('inlineScriptHashes (ADR 0046)', () => {
  it('hashes each inline script as the browser does, and no script with a src', () => {
    const loader = "if(!window.__mallBundle){var s=document.createElement('script')}";
    const page = `<script type="module" crossorigin src="/a.js"></script><script type="module">${loader}</script><script nomodule src="/b.js"></script>`;
    const expected = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(inlineScriptHashes(page)).toEqual([expected]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
