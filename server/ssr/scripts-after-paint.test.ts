import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, scriptsAfterPaint } from './scripts-after-paint';

const PAGE = [
  '<html><head>',
  '<script type="module" crossorigin src="/mbankmall/assets/index-AB12.js"></script>',
  '<link rel="modulepreload" crossorigin href="/mbankmall/assets/rolldown-runtime-X.js">',
  '<link rel="stylesheet" crossorigin href="/mbankmall/assets/index-C.css">',
  '<link rel="preload" as="image" href="/a.jpg" fetchpriority="high" />',
  '<link rel="modulepreload" crossorigin href="/mbankmall/assets/kit-K.js" />',
  '</head><body><div id="root">screen</div>',
  '<script type="module">if(!window.__mallBundle){load()}</script>',
  '<script nomodule id="mall-legacy-boot" src="/mbankmall/assets/legacy/boot-1.js"></script>',
  '</body></html>',
].join('\n');

describe('scriptsAfterPaint', () => {
  it('moves the entry and the module preloads behind the boot script, keeping styles and pictures', () => {
    const { html, deferred } = scriptsAfterPaint(PAGE);
    expect(deferred).toBe(true);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain(`<script data-entry="/mbankmall/assets/index-AB12.js">${BOOT_SCRIPT}</script>`);
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('rel="preload" as="image"');
    const later = /<template id="mall-later">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(later).toContain('rolldown-runtime-X.js');
    expect(later).toContain('kit-K.js');
  });

  it('leaves a page without the expected entry script as it was', () => {
    const page = '<html><head></head><body></body></html>';
    expect(scriptsAfterPaint(page)).toEqual({ html: page, deferred: false });
  });
});
