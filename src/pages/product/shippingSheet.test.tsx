import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShipmentDetail } from '../../../schemas/api/shipment';
import { configureClient, resetClient } from '../../api/client';
import { formatMoney } from '../../i18n/format';
import { productMessages } from './messages';
import { ShipmentRow } from './ShipmentRow';

const t = productMessages['zh-CN'];
const detail: ShipmentDetail = {
  skuNo: 'SKU1',
  shipFrom: { storeNo: 'ST1', storeName: 'Travel Store', province: '广东省', city: '深圳市' },
  destination: {
    source: 'generic',
    addressId: null,
    province: null,
    city: null,
    label: '中国大陆',
    remote: false,
  },
  estimatedDelivery: { minDays: 2, maxDays: 4, from: '2026-12-01', to: '2026-12-03' },
  freightCents: 800,
  freeFreightFromCents: 9900,
  deliveryNote: '顺丰包邮',
};

afterEach(() => resetClient());

describe('the product page’s 配送 sheet (product-shipment-detail has a caller)', () => {
  it('the shipping row opens a sheet with where it ships from, the delivery days and the free-shipping threshold', async () => {
    const paths: string[] = [];
    configureClient({
      fetch: (async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://x').pathname;
        paths.push(path);
        const body = path.startsWith('/api/channel/product-shipment-detail')
          ? { resCode: '0000', resMsg: 'ok', result: detail }
          : { resCode: '4040', resMsg: 'no', result: null };
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    });
    render(
      <MemoryRouter initialEntries={['/product?skuNo=SKU1']}>
        <ShipmentRow skuNo="SKU1" storeName="Travel Store" />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByTestId('shipment-row'));
    const sheet = await screen.findByTestId('shipping-sheet');
    expect(screen.getByRole('heading', { name: t.shippingDetail })).toBeInTheDocument();
    expect(sheet).toHaveTextContent(t.shipFromPlace('Travel Store', '广东省 深圳市'));
    expect(sheet).toHaveTextContent(t.deliveryDays(2, 4));
    expect(sheet).toHaveTextContent(t.freeFrom(formatMoney(9900)));
    expect(paths).toContain('/api/channel/product-shipment-detail');
  });
});
