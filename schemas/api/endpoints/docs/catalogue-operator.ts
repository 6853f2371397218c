/**
 * The server's half of catalogue-operator/*.ts (ADR 0063): each endpoint's summary and tag for the
 * document, for the operators' products, stores and physical shops (ADR 0068).
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { productOperatorEndpoints } from '../catalogue-operator/products';
import { offlineStoreOperatorEndpoints, storeOperatorEndpoints } from '../catalogue-operator/stores';

const SECOND = 'needs a second operator while approval is on';

export const productOperatorDocs: EndpointDocs<typeof productOperatorEndpoints> = {
  list: {
    summary:
      'Every product with its store, shelf state and how many pictures, detail pictures and spec rows it has',
    tag: 'booth operator',
  },
  detail: {
    summary: "A product's gallery (main picture first), detail pictures and specification rows",
    tag: 'booth operator',
  },
  media: {
    summary: `Replace a product's gallery (1-5 of the mall's pictures, the first its main picture), detail pictures (up to 10) and specification rows (up to 30); ${SECOND}`,
    tag: 'booth operator',
  },
};

export const storeOperatorDocs: EndpointDocs<typeof storeOperatorEndpoints> = {
  list: {
    summary: 'Every store, closed ones included, with its product and physical shop counts',
    tag: 'booth operator',
  },
  status: {
    summary: `Open or close a store (a closed store's products and shops leave shoppers' lists); ${SECOND}`,
    tag: 'booth operator',
  },
};

export const offlineStoreOperatorDocs: EndpointDocs<typeof offlineStoreOperatorEndpoints> = {
  list: {
    summary: 'Every physical shop (线下门店), closed ones included, by store and number',
    tag: 'booth operator',
  },
  create: {
    summary: `Create an open physical shop of a store (name, kind, city, district, address, phone, hours, WGS-84 location); ${SECOND}`,
    tag: 'booth operator',
  },
  edit: {
    summary: `Replace a physical shop's fields (its state stays); ${SECOND}`,
    tag: 'booth operator',
  },
  status: {
    summary: `Open or close a physical shop; ${SECOND}`,
    tag: 'booth operator',
  },
};

export const productOperatorDocumented = documented(productOperatorEndpoints, productOperatorDocs);
export const storeOperatorDocumented = documented(storeOperatorEndpoints, storeOperatorDocs);
export const offlineStoreOperatorDocumented = documented(
  offlineStoreOperatorEndpoints,
  offlineStoreOperatorDocs,
);
