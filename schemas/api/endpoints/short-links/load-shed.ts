/**
 * How busy the server is and the flash-sale drill, /api/operator/load-shed (ADR 0063's one declaration of
 * each endpoint); operators only.
 */
import { loadShedRequestSchema, loadShedStateSchema } from '../../busy';
import { endpoint } from '../../endpoint';

const BASE = '/api/operator/load-shed';

export const loadShedState = endpoint({
  method: 'get',
  path: BASE,
  auth: 'operator',
  result: loadShedStateSchema,
});

export const loadShedDrill = endpoint({
  method: 'post',
  path: BASE,
  auth: 'operator',
  body: loadShedRequestSchema,
  result: loadShedStateSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const loadShedEndpoints = {
  state: loadShedState,
  drill: loadShedDrill,
};
