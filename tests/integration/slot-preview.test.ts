import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothPreviewAnswerSchema } from '../../schemas/api/booth-operator';
import { boothSlotAnswerSchema, SLOT_PREVIEW_PARAMS } from '../../schemas/api/booth-slot';
import { call, startTestServer, type TestServer } from './helpers';

/**
 * A slot draft previewed in place: the preview link opens the slot's own screen with the
 * slot's token; the token shows the draft; without it the published slot shows, and another slot's token
 * opens nothing of this one.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function op<T>(method: 'PUT' | 'POST', path: string, body: unknown = {}): Promise<T> {
  const res = await call<T>(server.url, `/api/booth/operator/pages${path}`, {
    method,
    json: body,
    headers: { 'x-operator-token': server.operatorToken },
  });
  expect(res.body.resCode, `${method} ${path}: ${res.body.resMsg}`).toBe('0000');
  return res.body.result;
}

const cartSlot = (text: string) => ({
  schemaVersion: 2,
  pageId: 'slot-41',
  pageCode: 41,
  title: '购物车位',
  version: 1,
  blocks: [{ id: 'slot-41-notice', type: 'noticeBoard', props: { items: [{ text }] } }],
});

const slotText = async (code: number, previewToken?: string) => {
  const query = new URLSearchParams({ slotCode: String(code), ...(previewToken ? { previewToken } : {}) });
  const res = await call(server.url, `/api/booth/slot?${query.toString()}`);
  return {
    status: res.status,
    text: JSON.stringify(boothSlotAnswerSchema.safeParse(res.body.result).data ?? null),
  };
};

describe('slot previews', () => {
  it("opens the cart slot's draft on the cart screen; without the token shoppers keep the published slot", async () => {
    await op('PUT', '/code-41/draft', cartSlot('已发布的购物车公告'));
    await op('POST', '/code-41/publish');
    await op('PUT', '/code-41/draft', cartSlot('草稿：购物车公告'));
    const link = boothPreviewAnswerSchema.parse(await op('POST', '/code-41/preview'));

    const url = new URL(link.url, server.url);
    expect(url.pathname).toBe('/mbankmall/shoppingCart');
    expect(url.searchParams.get(SLOT_PREVIEW_PARAMS.code)).toBe('41');
    expect(url.searchParams.get(SLOT_PREVIEW_PARAMS.token)).toBe(link.previewToken);
    // The booth page's own parameter is not used: a booth page on the same screen keeps its layout.
    expect(url.searchParams.has('previewToken')).toBe(false);

    const preview = await slotText(41, link.previewToken);
    expect(preview.text).toContain('草稿：购物车公告');
    const shopper = await slotText(41);
    expect(shopper.text).toContain('已发布的购物车公告');
    expect(shopper.text).not.toContain('草稿');
    // The cart's token is no key to another slot.
    expect((await slotText(40, link.previewToken)).text).not.toContain('草稿');
  });

  it('opens the screens that need an order or a product where one is picked', async () => {
    const layout = (code: number) => ({ ...cartSlot('x'), pageId: `slot-${code}`, pageCode: code });
    for (const [code, path] of [
      [43, '/mbankmall/order/list'],
      [46, '/mbankmall/index'],
      [32, '/mbankmall/couponCenter'],
    ] as const) {
      await op('PUT', `/code-${code}/draft`, layout(code));
      const link = boothPreviewAnswerSchema.parse(await op('POST', `/code-${code}/preview`));
      expect(new URL(link.url, server.url).pathname).toBe(path);
    }
  });
});
