/**
 * The title a product card gives the SKU it sells, as Chinese malls title every SKU: the product's name
 * followed by the SKU's spec ("Apple iPhone 17 5G手机 全网通 256GB 星光色"), so two cards of one product
 * in a list (daily deals, a fixed SKU row) never read the same while their prices differ. A product with a
 * single SKU keeps its name: its spec ("60ml") is usually in the name already and tells nothing apart.
 */
export function skuTitle(productName: string, specName: string, skuCount: number): string {
  const spec = specName.trim();
  if (skuCount <= 1 || spec === '' || productName.includes(spec)) return productName;
  return `${productName} ${spec}`;
}
