/**
 * The server's half of listing-operator/*.ts (ADR 0063): each endpoint's summary and tag for the document,
 * for the two listings operators keep (ADR 0066).
 */
import type { EndpointDocs } from '../../endpoint';
import { documented } from '../../endpoint';
import { purchaseProgrammeOperatorEndpoints } from '../listing-operator/purchase-programmes';
import { tradeInModelOperatorEndpoints } from '../listing-operator/trade-in-models';

const SECOND = 'needs a second operator while approval is on';

export const tradeInModelOperatorDocs: EndpointDocs<typeof tradeInModelOperatorEndpoints> = {
  list: {
    summary:
      'Every trade-in model, withdrawn ones included, with its top value, phase, allowed moves and estimates made',
    tag: 'booth operator',
  },
  create: {
    summary: `Add a trade-in model (brand, name, top value in cents, order); ${SECOND}`,
    tag: 'booth operator',
  },
  edit: {
    summary: `Replace a trade-in model's brand, name, top value and order (estimates held keep their value); ${SECOND}`,
    tag: 'booth operator',
  },
  withdraw: {
    summary: "Take a listed model off the shoppers' list now: no new estimates; estimates held stay usable",
    tag: 'booth operator',
  },
  restore: {
    summary: `Put a withdrawn model back on the shoppers' list; ${SECOND}`,
    tag: 'booth operator',
  },
};

export const purchaseProgrammeOperatorDocs: EndpointDocs<typeof purchaseProgrammeOperatorEndpoints> = {
  list: {
    summary:
      'Every purchase programme, withdrawn ones included, with its product, partner, batches, limit, excluded provinces and phase',
    tag: 'booth operator',
  },
  create: {
    summary: `Put a catalogue product into a purchase programme (partner, batch weekdays, cut-off hour, transit days, per-customer limit, excluded provinces); ${SECOND}`,
    tag: 'booth operator',
  },
  edit: {
    summary: `Replace a purchase programme's terms (units already bought count against the limit); ${SECOND}`,
    tag: 'booth operator',
  },
  withdraw: {
    summary: `Withdraw a programme: the product sells as ordinary goods (no batches, limit or excluded provinces); ${SECOND}`,
    tag: 'booth operator',
  },
  restore: {
    summary: `Restore a withdrawn programme with its terms; ${SECOND}`,
    tag: 'booth operator',
  },
};

export const tradeInModelOperatorDocumented = documented(
  tradeInModelOperatorEndpoints,
  tradeInModelOperatorDocs,
);
export const purchaseProgrammeOperatorDocumented = documented(
  purchaseProgrammeOperatorEndpoints,
  purchaseProgrammeOperatorDocs,
);
