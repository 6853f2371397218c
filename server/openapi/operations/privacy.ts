import type { Operation } from '../operation';

/**
 * The one customer privacy call left hand-written (the others are declared in schemas/api/endpoints/privacy.ts,
 * ADR 0063): the export of my data answers a file to save, not a JSON envelope. operations/index.ts places it
 * between the declared my-data read and the deletion calls, so the document keeps its order.
 */
export const privacyExportOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/mlife/privacy/my-data/export',
    summary:
      'The caller’s personal data as a JSON file to save (every table’s rows of theirs, secrets left out)',
    tag: 'customer',
    auth: 'user',
    produces: 'attachment',
  },
];
