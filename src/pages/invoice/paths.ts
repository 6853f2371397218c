/** The invoice screens' addresses (src/app/routeTable.ts). */
export const invoiceInfoPath = (orderStoreNo: string): string =>
  `/order/receiptInfo/${encodeURIComponent(orderStoreNo)}`;

export const invoiceFormPath = (orderStoreNo: string, reissue?: string): string =>
  `/order/receiptForm?orderStoreNo=${encodeURIComponent(orderStoreNo)}${
    reissue ? `&reissue=${encodeURIComponent(reissue)}` : ''
  }`;
