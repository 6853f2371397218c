import { boothPageAnswerSchema, boothPageQuerySchema } from '../../../schemas/api/booth';
import { fileFolderParamSchema, fileNameParamSchema } from '../../../schemas/api/files';
import type { Operation } from '../operation';

/**
 * The two public browsing routes left hand-written (the rest are declared in
 * schemas/api/endpoints/catalogue/, ADR 0063): the booth page answers a kept layout from memory with its
 * own tag (routes/booth/served-layout.ts), and a picture is not a JSON envelope. Two lists, so the document
 * keeps its order (operations/index.ts places the declared ones between them).
 */
export const boothPageOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/booth/page',
    summary: 'Booth page layout (raw; the app validates it block by block) and the server time',
    tag: 'booth',
    auth: 'none',
    query: boothPageQuerySchema,
    result: boothPageAnswerSchema,
  },
];

export const pictureOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/file-storage/file/{folder}/{file}',
    summary:
      'Picture of the seeded catalogue and booth layouts (AVIF/WebP/PNG/JPEG by Accept or extension; SVG placeholder for unknown names)',
    tag: 'files',
    auth: 'none',
    params: { folder: fileFolderParamSchema, file: fileNameParamSchema },
    produces: 'image',
  },
];
