/** The share page's preview card, /api/share (public): its one declaration (ADR 0063). */
import { endpoint } from '../../endpoint';
import { shareCardAnswerSchema, shareTargetSchema } from '../../share';

export const shareCard = endpoint({
  method: 'get',
  path: '/api/share/card',
  auth: 'public',
  query: shareTargetSchema,
  result: shareCardAnswerSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const shareEndpoints = { card: shareCard };
