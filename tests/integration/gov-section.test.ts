import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockSchema } from '../../schemas/booth/blocks/index';
import { GOV_SECTION_BLOCK_ID } from '../../server/booth/gov-section';
import { call, startTestServer, type TestServer } from './helpers';
import { tokenHeaders } from './operator-helpers';

/**
 * gov/investment-show as a home section the operator switches (ADR 0065): home's layout carries
 * the section while it is shown, with the operator's title and link, and loses it as soon as it is hidden;
 * no other page ever carries it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

interface Block {
  id: string;
  type: string;
  props: { items?: { text: string; link?: unknown }[] };
}

const blocksOf = async (pageCode: number): Promise<Block[]> => {
  const res = await call<{ layout: { blocks: Block[] } }>(server.url, `/api/booth/page?pageCode=${pageCode}`);
  expect(res.status).toBe(200);
  return res.body.result.layout.blocks;
};
const section = async (pageCode = 10) =>
  (await blocksOf(pageCode)).find((b) => b.id === GOV_SECTION_BLOCK_ID);
const setGov = async (body: unknown) => {
  const res = await call(server.url, '/api/operator/channel/gov-investment', {
    method: 'PUT',
    json: body,
    headers: tokenHeaders(server.operatorToken),
  });
  expect(res.status, res.body.resMsg).toBe(200);
};

describe('the government-investment section on home', () => {
  it('is absent while hidden, shows the operator’s title and link at the end once shown, and goes when hidden', async () => {
    const before = await blocksOf(10);
    expect(before.some((b) => b.id === GOV_SECTION_BLOCK_ID)).toBe(false);

    await setGov({ show: true, title: '政府投资专区', linkUrl: '/mbankmall/info?code=gov' });
    const shown = await blocksOf(10);
    expect(shown.at(-1)).toEqual({
      id: GOV_SECTION_BLOCK_ID,
      type: 'noticeBoard',
      props: {
        items: [{ text: '政府投资专区', link: { linkType: 'url', url: '/mbankmall/info?code=gov' } }],
        scrollSpeed: 40,
      },
    });
    // A block the app's own layout check keeps (an invalid block would be dropped, unseen).
    expect(blockSchema.safeParse(shown.at(-1)).success).toBe(true);
    // The operator's own blocks are all still there, in their order.
    expect(shown.slice(0, -1)).toEqual(before);
    expect(await section(20)).toBeUndefined();

    await setGov({ show: false, title: '政府投资专区', linkUrl: null });
    expect(await section()).toBeUndefined();
  });
});
