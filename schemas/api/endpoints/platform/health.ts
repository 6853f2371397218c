/**
 * Health, /api/health (public): the old combined check, liveness and readiness. The one declaration of each
 * endpoint (ADR 0063).
 */
import { endpoint } from '../../endpoint';
import { healthSchema, livenessSchema, readinessSchema } from '../../health';

const BASE = '/api/health';

export const healthRead = endpoint({ method: 'get', path: BASE, auth: 'public', result: healthSchema });

export const livenessRead = endpoint({
  method: 'get',
  path: `${BASE}/live`,
  auth: 'public',
  result: livenessSchema,
});

export const readinessRead = endpoint({
  method: 'get',
  path: `${BASE}/ready`,
  auth: 'public',
  result: readinessSchema,
});

/** The record of these declarations by name: the handler table's and the doc record's keys. */
export const healthEndpoints = {
  health: healthRead,
  live: livenessRead,
  ready: readinessRead,
};
