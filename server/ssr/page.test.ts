import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleAttributeHashes, withFirstScreen, withScreenAnswers } from './page';

const PAGE = `<body>
    <div id="root">
      <svg class="boot-skeleton" viewBox="0 0 375 624"><rect width="375" height="624" /></svg>
    </div>
  </body>`;

const hashOf = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('a server-rendered first screen in the page', () => {
  it('takes the boot skeleton’s place in the root, with what the render assumed as its mark', () => {
    const html = withFirstScreen(PAGE, { html: '<main>首页</main>', answers: [], mark: 'zh-CN|1' });
    expect(html).toContain('<div id="root" data-ssr="zh-CN|1"><main>首页</main></div>');
    expect(html).not.toContain('boot-skeleton');
  });

  it('leaves a page without the skeleton as it is (nothing half-replaced)', () => {
    const page = '<div id="root"></div>';
    expect(withFirstScreen(page, { html: '<main/>', answers: [], mark: 'en|0' })).toBe(page);
  });

  it('allows each style attribute by the hash of its value as the browser reads it', () => {
    const html =
      '<div style="aspect-ratio:750 / 300"></div><p style="background:url(&quot;a.png&quot;)"></p>';
    expect(styleAttributeHashes(html)).toEqual([
      hashOf('aspect-ratio:750 / 300'),
      hashOf('background:url("a.png")'),
    ]);
    // The same value twice is one source.
    expect(styleAttributeHashes('<a style="x:1"></a><b style="x:1"></b>')).toHaveLength(1);
    expect(
      styleAttributeHashes('<p>style="x:1" as text is escaped by React: style=&quot;x&quot;</p>'),
    ).toEqual([]);
  });

  it('carries the answers the render read besides the hints’ own, once', () => {
    const hints = {
      images: [],
      modules: [],
      answers: [{ url: '/api/booth/page?pageCode=10', resultJson: '{}' }],
    };
    const screen = {
      html: '',
      mark: 'zh-CN|1',
      answers: [
        { url: '/api/booth/page?pageCode=10', answer: { resCode: '0000', result: {} } },
        {
          url: 'POST /api/channel/get-mbank-product-info-v1 {"rows":[]}',
          answer: { resCode: '0000', result: { a: [] } },
        },
      ],
    };
    expect(withScreenAnswers(hints, screen).answers).toEqual([
      { url: '/api/booth/page?pageCode=10', resultJson: '{}' },
      { url: 'POST /api/channel/get-mbank-product-info-v1 {"rows":[]}', resultJson: '{"a":[]}' },
    ]);
  });
});
