import { beforeEach, describe, expect, it } from 'vitest';
import { addressEndpoints } from '../../schemas/api/endpoints/address';
import { favouriteEndpoints } from '../../schemas/api/endpoints/favourites/favourite';
import { rankList } from '../../schemas/api/endpoints/rankings/rank';
import { storeTabProducts } from '../../schemas/api/endpoints/stores/store';
import { call, pathOf } from './call';
import { configureClient, resetClient } from './client';

interface Sent {
  url: URL;
  method: string;
  body: unknown;
}

/** A fake network at the client's fetch hook: records what call() sends, answers one scripted envelope. */
function network(result: unknown) {
  const sent: Sent[] = [];
  configureClient({
    baseUrl: 'http://mall.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ url: new URL(String(input)), method: init?.method ?? 'GET', body });
      return new Response(JSON.stringify({ resCode: '0000', resMsg: 'success', result }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return sent;
}

const address = {
  addressId: 12,
  name: '张三',
  phone: '13800138000',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路 88 号',
  isDefault: true,
  updatedAt: 1,
};

beforeEach(() => resetClient());

describe('call (a declared endpoint through the one client)', () => {
  it('fills path parameters from the declaration’s path, encoded', () => {
    expect(pathOf('/api/order/address/{addressId}', { addressId: 12 })).toBe('/api/order/address/12');
    expect(pathOf('/api/x/{code}', { code: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
    expect(() => pathOf('/api/x/{code}', {})).toThrow(/code/);
  });

  it('sends a read as GET with its query and answers the checked result', async () => {
    const sent = network({ pageNo: 2, pageSize: 5, total: 0, hasMore: false, list: [] });
    const page = await call(favouriteEndpoints.list, { query: { pageNo: '2', pageSize: '5' } });
    expect(page.pageNo).toBe(2);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/channel/product/favor-list');
    expect(sent[0]?.url.searchParams.get('pageNo')).toBe('2');
  });

  it('sends a number where the query schema reads digits, and leaves out an absent field', async () => {
    const sent = network({ categoryCode: 0, computedAt: 1, items: [] });
    await call(rankList, { query: { categoryCode: 0, size: 10 } });
    await call(storeTabProducts, {
      query: { storeNo: 'S1', tab: 'new', directoryId: undefined, pageNo: 1, pageSize: 10 },
    }).catch(() => undefined);
    expect(sent[0]?.url.searchParams.get('categoryCode')).toBe('0');
    expect(sent[0]?.url.searchParams.get('size')).toBe('10');
    expect(sent[1]?.url.searchParams.has('directoryId')).toBe(false);
    expect(sent[1]?.url.searchParams.get('pageNo')).toBe('1');
  });

  it('sends a write as POST with its JSON body to the declared path', async () => {
    const sent = network(address);
    const saved = await call(addressEndpoints.save, { body: { ...address, addressId: undefined } });
    expect(saved.addressId).toBe(12);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/order/address/save');
    expect(sent[0]?.body).toMatchObject({ name: '张三', phone: '13800138000' });
  });

  it('rejects an answer its declared result schema refuses', async () => {
    network({ addressId: 'twelve' });
    await expect(call(addressEndpoints.byId, { params: { addressId: '12' } })).rejects.toThrow();
  });
});
