import { describe, expect, it } from 'vitest';
import { operatorProductMediaSchema } from '../../../schemas/api/product-operator';
import { fieldProblems } from '../schemaProblems';
import { moved } from './listOrder';
import { mediaBody, mediaFormOf, PICTURE_LIMIT, without, withPicture } from './productMediaForm';

const pic = (n: string) => `/api/file-storage/file/product/SPU20001-${n}.jpg`;
const product = {
  spuNo: 'SPU20001',
  name: '手机',
  gallery: [pic('1'), pic('2'), pic('3')],
  detailImages: [pic('d1')],
  specs: [{ name: '品牌', value: '华为' }],
};

describe('product media form', () => {
  it('starts from the product and sends it back unchanged', () => {
    const f = mediaFormOf(product);
    expect(mediaBody(f)).toEqual({
      gallery: product.gallery,
      detailImages: product.detailImages,
      specs: product.specs,
    });
    expect(fieldProblems(operatorProductMediaSchema, mediaBody(f)).size).toBe(0);
    // The form's lists are its own: editing them leaves the loaded product as it was.
    f.gallery.push(pic('4'));
    expect(product.gallery).toHaveLength(3);
  });

  it('adds a picture once and never past five in the gallery', () => {
    let gallery = withPicture(product.gallery, pic('4'), PICTURE_LIMIT.gallery);
    expect(gallery).toEqual([...product.gallery, pic('4')]);
    expect(withPicture(gallery, pic('4'), PICTURE_LIMIT.gallery)).toEqual(gallery);
    gallery = withPicture(gallery, pic('5'), PICTURE_LIMIT.gallery);
    expect(withPicture(gallery, pic('6'), PICTURE_LIMIT.gallery)).toEqual(gallery);
    expect(gallery).toHaveLength(5);
  });

  it('reorders and removes pictures; an empty gallery is a problem the schema names', () => {
    const reordered = moved(product.gallery, 2, -1);
    expect(reordered).toEqual([pic('1'), pic('3'), pic('2')]);
    expect(without(reordered, 0)).toEqual([pic('3'), pic('2')]);
    const none = { ...mediaFormOf(product), gallery: [] };
    expect(fieldProblems(operatorProductMediaSchema, mediaBody(none))).toContain('gallery');
  });

  it('trims spec rows, drops a row never filled and names a half-filled or too long one', () => {
    const f = {
      ...mediaFormOf(product),
      specs: [
        { name: ' 屏幕 ', value: ' 6.8 英寸 ' },
        { name: '', value: '' },
      ],
    };
    expect(mediaBody(f).specs).toEqual([{ name: '屏幕', value: '6.8 英寸' }]);
    const half = { ...f, specs: [{ name: '重量', value: ' ' }] };
    expect(fieldProblems(operatorProductMediaSchema, mediaBody(half))).toContain('specs.0.value');
    const long = { ...f, specs: [{ name: '名'.repeat(21), value: '值' }] };
    expect(fieldProblems(operatorProductMediaSchema, mediaBody(long))).toContain('specs.0.name');
  });
});
