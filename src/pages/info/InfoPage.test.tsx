import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { routeTable } from '../../app/routeTable';
import { infoPageCode } from './InfoPage';

afterEach(() => resetClient());

/** A fake server behind the real client: answers the info-page read, records the codes asked for. */
function serve(pages: Record<string, { title: string; content: string }>): string[] {
  const asked: string[] = [];
  configureClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://mall.test');
      const code = url.searchParams.get('code') ?? '';
      asked.push(`${url.pathname}?code=${code}`);
      const page = url.pathname === '/api/channel/info-page' ? pages[code] : undefined;
      const answer = page
        ? { resCode: '0000', resMsg: 'success', result: { code, ...page, version: 3, updatedAt: 0 } }
        : { resCode: 'E0404', resMsg: 'not found' };
      return new Response(JSON.stringify(answer), {
        status: page ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return asked;
}

/** The screen the route table mounts at `path`, rendered there. */
async function renderRoute(path: string) {
  const entry = routeTable.find((r) => r.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  const { default: Screen } = await entry.screen();
  const router = createMemoryRouter([{ path, element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('/comment-rule is operator content, served like /agreement (ADR 0019)', () => {
  it("shows the operator's text from the server, not rules carried in the client", async () => {
    const asked = serve({
      'comment-rule': {
        title: '评价规则',
        content: '# 评价规则（运营编辑）\n每件商品可评价一次。\n\n## 追评\n可追评一次。',
      },
    });
    await renderRoute('/comment-rule');
    expect(await screen.findByRole('heading', { name: '评价规则（运营编辑）' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '追评' })).toBeInTheDocument();
    expect(screen.getByText('每件商品可评价一次。')).toBeInTheDocument();
    expect(asked).toEqual(['/api/channel/info-page?code=comment-rule']);
    // Not the agreement: no agreement bar.
    expect(screen.queryByTestId('agreement-bar')).toBeNull();
  });
});

describe('infoPageCode', () => {
  it('reads the page from the last segment of the address', () => {
    expect(infoPageCode('/comment-rule')).toBe('comment-rule');
    expect(infoPageCode('/mbankmall/agreement/')).toBe('agreement');
    expect(infoPageCode('/recruitment-announcement')).toBe('recruitment-announcement');
  });
});
