/** The server's half of product-speed.ts (ADR 0063): each endpoint's summary, tag and examples for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { productSpeedEndpoints } from '../product-speed';

export const productSpeedDocs: EndpointDocs<typeof productSpeedEndpoints> = {
  speed: {
    summary:
      "speedFlag '1' while the SKU's flash sale is live or starts within 10 minutes (use the -v1 endpoints), '0' otherwise",
    tag: 'product',
    examples: { result: { speedFlag: '0' } },
  },
  validate: {
    summary:
      'Whether a quantity of a SKU can be bought now, with the first reason it cannot (checkout rules) and what is left',
    tag: 'product',
    examples: {
      body: { spuNo: 'SPU0001', skuNo: 'SKU0001', quantity: 3 },
      result: {
        valid: false,
        reason: 'overLimit',
        message: 'At most 2 per order',
        available: 2,
        purchaseLimit: 2,
        stock: 40,
        saleStartAt: null,
      },
    },
  },
};

export const productSpeedDocumented = documented(productSpeedEndpoints, productSpeedDocs);
