/**
 * File upload (/api/file-storage/file/...): a signed-in customer posts one picture as
 * multipart/form-data (field `file`) to POST /api/file-storage/file/upload and gets an id and a URL.
 * Spec §5 accepts .jpg/.jpeg/.png pictures, judged by content; the server keeps a re-encoded copy (upright,
 * at most 2048 px on its long side, without metadata) and a thumbnail for lists (ADR 0039).
 * The id is what an after-sales application (photoIds) or a review stores; only the uploader may attach it.
 */
import { z } from '../zod';

/** Largest picture accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * Longest side of a kept picture, in pixels: the server resizes to it, and the mall's pages shrink a photo
 * to it before sending, so a phone's 6 MB original goes under MAX_UPLOAD_BYTES (ADR 0039).
 */
export const MAX_PICTURE_SIDE = 2048;
/** The form field the picture travels in. */
export const UPLOAD_FIELD = 'file';
export const UPLOAD_PATH = '/api/file-storage/file/upload';
/** Pictures one customer may upload within 24 hours (more answers 429). */
export const MAX_UPLOADS_PER_DAY = 50;
/** A picture no application or review names this long after its upload is removed (the default of UPLOAD_ORPHAN_DAYS). */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** 'U' and 32 hex digits: random, so a URL cannot be guessed from another. */
export const FILE_ID_PATTERN = /^U[0-9a-f]{32}$/;
export const fileIdSchema = z.string().check(z.regex(FILE_ID_PATTERN, 'must be a file id'));

export const uploadResultSchema = z.object({
  fileId: z.string(),
  /** Where the picture is served (same origin as the API). */
  url: z.string(),
  /** Where its thumbnail (at most 360 px on the long side) is served, for lists and tiles. */
  thumbUrl: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png']),
  size: z.number().check(z.int()).check(z.positive()),
  width: z.number().check(z.int()).check(z.positive()),
  height: z.number().check(z.int()).check(z.positive()),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The URL a stored picture is served at. */
export const uploadUrl = (fileId: string): string => `${UPLOAD_PATH}/${fileId}`;

/** The URL of its thumbnail (the picture itself for one kept before thumbnails existed). */
export const uploadThumbUrl = (fileId: string): string => `${UPLOAD_PATH}/${fileId}/thumb`;
