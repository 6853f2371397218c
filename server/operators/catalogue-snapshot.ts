import type { AppDeps } from '../config';
import { findProductMedia } from '../repos/product-media';
import { findOperatorOfflineStore, listOperatorStores } from '../repos/store-admin';
import { paramsOf } from './approval-routes';

/**
 * What a product's media, a store's state or a shop is before a change request about it (ADR 0068), so the
 * reviewer's field diff shows what changes rather than the whole body as new. Undefined for other endpoints.
 */
export async function catalogueBefore(deps: AppDeps, endpoint: string, path: string): Promise<unknown> {
  const p = paramsOf(endpoint, path);
  if (endpoint === 'PUT /api/operator/products/:spuNo/media' && p.spuNo !== undefined) {
    const found = await findProductMedia(deps.db, p.spuNo);
    return found && { gallery: found.gallery, detailImages: found.detailImages, specs: found.specs };
  }
  if (endpoint === 'PUT /api/operator/stores/:storeNo/status' && p.storeNo !== undefined) {
    const store = (await listOperatorStores(deps.db)).find((s) => s.storeNo === p.storeNo);
    return store && { open: store.phase === 'open' };
  }
  if (endpoint.startsWith('PUT /api/operator/offline-stores/:offlineNo') && p.offlineNo !== undefined) {
    const shop = await findOperatorOfflineStore(deps.db, p.offlineNo);
    if (!shop) return undefined;
    const { offlineNo: _no, storeName: _name, phase, ...fields } = shop;
    return endpoint.endsWith('/status') ? { open: phase === 'open' } : fields;
  }
  return undefined;
}
