import * as z from 'zod';
import { code } from './primitives';

/** GET /api/file-storage/file/{folder}/{file}: placeholder/<seed>.svg or booth/<name>.svg|png|jpg|webp. */
export const fileFolderParamSchema = z.enum(['placeholder', 'booth']);
export const fileNameParamSchema = code(200, /^[A-Za-z0-9._-]+\.(?:svg|png|jpe?g|webp)$/);
