import type { Ctx } from './kit';

/** What the manifest says about how to draw one product (fixtures/images/manifest.json, `draw`). */
export interface DrawParams {
  /** The drawer: phone, laptop, earbuds, fridge, serum, watch, … (scripts/product-art/drawers.ts). */
  kind: string;
  /** The body colour. */
  color: string;
  /** A second colour (screen wallpaper, cap, strap, dial …). */
  accent?: string;
  /** The drawer's own layout choice (camera island layout of a phone class, bottle shape, …). */
  variant?: string;
}

/** One product's drawing: SVG fragments in the 750 × 750 box, and where a close-up should look. */
export interface Art {
  front: string;
  back: string;
  /** Centre of the detail close-up, in the front view's coordinates. */
  focus: [number, number];
  /** Whether the close-up looks at the back view (a phone's camera island) rather than the front. */
  focusBack?: boolean;
  /** How the main picture shows it: the front alone (default) or back and front together (a phone's camera). */
  hero?: 'front' | 'pair';
}

export type Drawer = (c: Ctx, p: DrawParams) => Art;
