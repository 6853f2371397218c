import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../schemas/api/envelope';
import { HeaderNames } from '../../schemas/api/headers';
import { approve, chooseOnSso, exchange, startTestServer, type TestServer } from './helpers';

/**
 * The region audience (ADR 0071): the simulated bank SSO names each customer's branch
 * province, signing on writes it to the mall_region cookie, and an audience experiment gives customers of
 * different regions their own variant of a page.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function op(method: 'PUT' | 'POST', path: string, body: unknown) {
  const res = await fetch(`${server.url}/api/booth/operator${path}`, {
    method,
    headers: { 'content-type': 'application/json', [HeaderNames.operatorToken]: server.operatorToken },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

const picture = (id: string, src: string) => ({
  id,
  type: 'picture',
  props: { image: { src: `/api/file-storage/file/booth/${src}.jpg`, width: 750, height: 300 } },
});

/** Signs a seeded customer on through the SSO page; answers the cookies the code exchange set. */
async function signOn(customerNo: string): Promise<Map<string, string>> {
  const { state } = await approve(server.url);
  const { params } = await chooseOnSso(server.url, state, customerNo);
  const res = await exchange(server.url, params.get('code') ?? '');
  expect(res.body.resCode).toBe('0000');
  const cookies = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return cookies;
}

describe('the region audience', () => {
  it('names the customer’s branch province on the SSO page', async () => {
    const { approvalUrl } = await approve(server.url);
    const res = await fetch(approvalUrl, { headers: { 'accept-language': 'zh-CN' } });
    const html = await res.text();
    expect(html).toContain('开户网点：广东省');
    expect(html).toContain('开户网点：北京市');
  });

  it('gives two customers of different regions their audience’s variant, after sign-on', async () => {
    const pageId = 'exp-region';
    const layout = {
      schemaVersion: 2,
      pageId,
      pageCode: null,
      title: 'Region',
      version: 1,
      blocks: [picture('hero', 'everyone')],
    };
    expect((await op('PUT', `/pages/id-${pageId}/draft`, layout)).status).toBe(200);
    expect((await op('POST', `/pages/id-${pageId}/publish`, {})).status).toBe(200);
    const started = await op('POST', `/pages/id-${pageId}/experiments`, {
      name: 'Guangdong first',
      mode: 'audience',
      variants: [
        {
          label: 'Guangdong',
          source: { kind: 'block', blockId: 'hero', block: picture('hero', 'guangdong') },
          audience: { region: '440000' },
        },
        { label: 'Others', source: { kind: 'version', version: 1 } },
      ],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);

    // C0001 banks in Guangdong, C0002 in Beijing (fixtures/seed/customers.json).
    const li = await signOn('C0001');
    const zhang = await signOn('C0002');
    expect(li.get('mall_region')).toBe('440000');
    expect(zhang.get('mall_region')).toBe('110000');

    const hero = async (cookies: Map<string, string>) => {
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`${server.url}/api/booth/page?pageId=${pageId}`, { headers: { cookie } });
      const body = (await res.json()) as Envelope<{
        layout: { blocks: { props: { image: { src: string } } }[] };
      }>;
      return body.result.layout.blocks[0]?.props.image.src;
    };
    expect(await hero(li)).toBe('/api/file-storage/file/booth/guangdong.jpg');
    expect(await hero(zhang)).toBe('/api/file-storage/file/booth/everyone.jpg');
    // Nobody signed on: no region, everyone else's variant.
    expect(await hero(new Map())).toBe('/api/file-storage/file/booth/everyone.jpg');
  });
});
