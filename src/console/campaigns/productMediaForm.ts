import type { productOperatorMedia } from '../../../schemas/api/endpoints/catalogue-operator/products';
import { MAX_DETAIL_IMAGES, MAX_GALLERY, type OperatorProduct } from '../../../schemas/api/product-operator';
import type { FormBody } from './campaignApi';

/** One 规格参数 row as typed. */
export interface SpecRow {
  name: string;
  value: string;
}

/** A product's pictures and specification rows as the console edits them (ADR 0068). */
export interface ProductMediaForm {
  /** The gallery, main picture first. */
  gallery: string[];
  detailImages: string[];
  specs: SpecRow[];
}

export type PictureList = 'gallery' | 'detailImages';

/** The most pictures each list takes (the server's bounds). */
export const PICTURE_LIMIT: Readonly<Record<PictureList, number>> = {
  gallery: MAX_GALLERY,
  detailImages: MAX_DETAIL_IMAGES,
};

export const mediaFormOf = (p: OperatorProduct): ProductMediaForm => ({
  gallery: [...p.gallery],
  detailImages: [...p.detailImages],
  specs: p.specs.map((s) => ({ ...s })),
});

/**
 * The list with `url` added at its end; the same list when the picture is on it already (a product shows a
 * picture once) or the list is full, so a second pick or a pick past the limit changes nothing.
 */
export function withPicture(list: readonly string[], url: string, limit: number): string[] {
  if (url === '' || list.includes(url) || list.length >= limit) return [...list];
  return [...list, url];
}

/** The list without its item at `at` (past either end: unchanged). */
export const without = <T>(list: readonly T[], at: number): T[] => list.filter((_, i) => i !== at);

/**
 * The body PUT /api/operator/products/{spuNo}/media takes: spec rows trimmed, and a row left wholly empty
 * (an added row never filled) dropped; a half-filled row stays, for the schema to name.
 */
export function mediaBody(f: ProductMediaForm): FormBody<typeof productOperatorMedia> {
  return {
    gallery: [...f.gallery],
    detailImages: [...f.detailImages],
    specs: f.specs
      .map((s) => ({ name: s.name.trim(), value: s.value.trim() }))
      .filter((s) => s.name !== '' || s.value !== ''),
  };
}
