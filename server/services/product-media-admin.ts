import type {
  OperatorProduct,
  OperatorProductMedia,
  OperatorProductSummary,
} from '../../schemas/api/product-operator';
import type { AppDeps } from '../config';
import {
  findProductMedia,
  listProductMedia,
  setMainPicture,
  updateProductMedia,
} from '../repos/product-media';

/** The console's product list (ADR 0068). */
export const operatorProducts = (deps: AppDeps): Promise<OperatorProductSummary[]> =>
  listProductMedia(deps.db);

/** One product's gallery, detail pictures and specs; undefined for an unknown number. */
export const operatorProduct = (deps: AppDeps, spuNo: string): Promise<OperatorProduct | undefined> =>
  findProductMedia(deps.db, spuNo);

/**
 * Replaces a product's media in one transaction: the first picture becomes every SKU's main picture, the
 * others the gallery. Undefined for an unknown product. Both tables are catalogue tables, so the product
 * caches of this process (the catalogue epoch) and of every other (the SKU versions, migrations 032/037)
 * drop what they kept: no cache is cleared by hand.
 */
export async function replaceProductMedia(
  deps: AppDeps,
  spuNo: string,
  media: OperatorProductMedia,
): Promise<OperatorProduct | undefined> {
  const now = deps.config.clock();
  const [main, ...rest] = media.gallery;
  const saved = await deps.db.transaction(async (tx) => {
    if (
      !(await updateProductMedia(
        tx,
        spuNo,
        { rest, detailImages: media.detailImages, specs: media.specs },
        now,
      ))
    )
      return false;
    if (main !== undefined) await setMainPicture(tx, spuNo, main, now);
    return true;
  });
  if (!saved) return undefined;
  deps.config.logger(`product ${spuNo}: media replaced (${media.gallery.length} pictures)`);
  return findProductMedia(deps.db, spuNo);
}
