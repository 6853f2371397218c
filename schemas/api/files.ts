import * as z from 'zod';
import { code } from './primitives';

/**
 * GET /api/file-storage/file/{folder}/{file}: placeholder/<seed>.svg, or a generated picture
 * product|store|category|booth/<key>[@1x|@2x|@3x][.avif|.webp|.png|.jpg] (server/files/images.ts);
 * a name without a generated picture is answered with the SVG placeholder.
 */
export const fileFolderParamSchema = z.enum(['placeholder', 'product', 'store', 'category', 'booth']);
export const fileNameParamSchema = code(200, /^[A-Za-z0-9._@-]+(?:\.(?:svg|png|jpe?g|webp|avif))?$/);
