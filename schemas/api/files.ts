import { z } from '../zod';
import { code } from './primitives';

/**
 * GET /api/file-storage/file/{folder}/{file}: placeholder/<seed>.svg, or a generated picture
 * product|store|category|booth/<key>[@1x|@2x|@3x][.avif|.webp|.png|.jpg] (server/files/images.ts);
 * a name without a generated picture is answered with the SVG placeholder.
 */
export const fileFolderParamSchema = z.enum(['placeholder', 'product', 'store', 'category', 'booth']);
export const fileNameParamSchema = code(200, /^[A-Za-z0-9._@-]+(?:\.(?:svg|png|jpe?g|webp|avif))?$/);

const GENERATED_URL =
  /^(\/api\/file-storage\/file\/(?:product|store|category|booth)\/[A-Za-z0-9][A-Za-z0-9_-]*)\.(jpg|png)$/;

/**
 * The 1×/2×/3× `srcset` of a seeded picture URL (…/<folder>/<key>.jpg|png), in the same negotiated format,
 * so an <img> gets the density the screen needs; undefined for any other URL (keep `src` alone).
 */
export function densitySrcSet(url: string): string | undefined {
  const m = GENERATED_URL.exec(url);
  if (!m) return undefined;
  return [1, 2, 3].map((d) => `${m[1]}@${d}x.${m[2]} ${d}x`).join(', ');
}
