/** The server's half of promotion-operator.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { promotionOperatorEndpoints } from '../promotion-operator';

export const promotionOperatorDocs: EndpointDocs<typeof promotionOperatorEndpoints> = {
  list: {
    summary: 'Every full-discount activity, past, live and upcoming, with its tiers, scope, SKUs and phase',
    tag: 'booth operator',
  },
  create: {
    summary:
      'Create a full-discount activity (rising tiers in cents, scope all/category/store/sku, window, pin, seq); the same number with the same content answers it again',
    tag: 'booth operator',
  },
  edit: {
    summary: "Replace a full-discount activity's title, scope, tiers, window, pin and seq",
    tag: 'booth operator',
  },
  end: {
    summary:
      'End a full-discount activity now (one not started never goes live); ending twice changes nothing',
    tag: 'booth operator',
  },
};

export const promotionOperatorDocumented = documented(promotionOperatorEndpoints, promotionOperatorDocs);
