import type { ProductPrice } from '../../../schemas/api/product';
import {
  FAST,
  fetchProductBase,
  fetchProductBaseFast,
  fetchProductPrice,
  type ProductFastInfo,
  type ProductFullInfo,
  type ProductKey,
  servedProductBaseFast,
  servedProductPrice,
} from '../../api/product';
import { fetchProductSpeed } from '../../api/productSpeed';
import { hasData, type ScreenState } from '../../screen/screenState';
import { useScreenData } from '../../screen/useScreenData';

export interface ProductData {
  fast: ProductFastInfo;
  price: ProductPrice;
  /** The full base (description, images, SKUs); null until it arrives or when it failed. */
  full: ProductFullInfo | null;
  /** product/speed's answer for this SKU: the variants the page's later calls use (FAST when it failed). */
  speedFlag: string;
}

/**
 * speedFlag '1' (spec §3): the fast base-v1 and price-v1 paint the page first, whatever the sale (the page
 * cannot know before it asks); the full base fills in the description and the SKU list afterwards. A failed
 * full base keeps the fast page usable. product/speed, asked alongside, picks the variants of the calls that
 * come later (another SKU's price).
 */
export function useProduct({ spuNo, skuNo }: ProductKey): {
  state: ScreenState<ProductData>;
  reload: () => void;
} {
  const key = `${spuNo}/${skuNo}`;
  const first = useScreenData(
    async () => {
      const [fast, price, speedFlag] = await Promise.all([
        fetchProductBaseFast({ spuNo, skuNo }),
        fetchProductPrice({ spuNo, skuNo }, FAST),
        // Asked beside the first paint, never before it; without an answer the fast variants are the safe side.
        fetchProductSpeed({ spuNo, skuNo }).then(
          (s) => s.speedFlag,
          () => FAST,
        ),
      ]);
      return { fast, price, speedFlag };
    },
    {
      key,
      // A server-rendered first screen (ADR 0029) starts from the answers the page carries; product/speed
      // then stays at its safe default until the browser's own read.
      served: () => {
        const fast = servedProductBaseFast({ spuNo, skuNo });
        const price = servedProductPrice({ spuNo, skuNo });
        return fast && price ? { fast, price, speedFlag: FAST } : undefined;
      },
    },
  );
  const full = useScreenData(() => fetchProductBase({ spuNo, skuNo }), {
    key,
    part: true,
    enabled: first.state.status === 'ready',
  });
  const s = first.state;
  const state: ScreenState<ProductData> = hasData(s)
    ? { status: 'ready', data: { ...s.data, full: full.state.status === 'ready' ? full.state.data : null } }
    : s;
  return { state, reload: first.reload };
}
