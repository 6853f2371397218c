import { describe, expect, it } from 'vitest';
import { routeHintTags } from './route-hints';

describe('route hint tags', () => {
  it('writes answers as a JSON data block that operator text cannot close', async () => {
    const tags = await routeHintTags(
      '/nonexistent',
      '/mbankmall',
    )({
      images: ['/a.png?x="1"'],
      modules: [],
      answers: [
        {
          url: '/api/booth/page?pageCode=10',
          resultJson: JSON.stringify({ title: '</script><script>alert(1)</script>' }),
        },
      ],
    });
    expect(tags[0]).toBe(
      '<link rel="preload" as="image" href="/a.png?x=&#34;1&#34;" fetchpriority="high" />',
    );
    const block = tags[1] ?? '';
    const content =
      /^<script type="application\/json" id="mall-page-answers">(.*)<\/script>$/s.exec(block)?.[1] ?? '';
    expect(content).not.toContain('<');
    const [entry] = JSON.parse(content) as {
      url: string;
      answer: { resCode: string; result: { title: string } };
    }[];
    expect(entry?.url).toBe('/api/booth/page?pageCode=10');
    expect(entry?.answer.resCode).toBe('0000');
    expect(entry?.answer.result.title).toBe('</script><script>alert(1)</script>');
  });

  it('names no modules when the build has no manifest', async () => {
    expect(
      await routeHintTags('/nonexistent', '/mbankmall')({ images: [], modules: ['chunk:blocks'] }),
    ).toEqual([]);
  });
});
