/** The server's half of coupon-operator.ts (ADR 0063): each endpoint's summary and tag for the document. */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { couponOperatorEndpoints } from '../coupon-operator';

export const couponOperatorDocs: EndpointDocs<typeof couponOperatorEndpoints> = {
  list: {
    summary: 'Every coupon template, newest first, with its rules, stock left and phase',
    tag: 'booth operator',
  },
  create: {
    summary:
      'A new coupon template (cents) with its scope, the whole mall unless named (ADR 0074; 400 names an unknown store, category or SKU); the same number with the same content answers it, other content is 409',
    tag: 'booth operator',
  },
  edit: {
    summary:
      'Edit a template whole with its scope (ADR 0069): the fields its state allows (409 names the field), on its revision (409 when another edit landed first); 202 and a change request while approval is on',
    tag: 'booth operator',
  },
};

export const couponOperatorDocumented = documented(couponOperatorEndpoints, couponOperatorDocs);
