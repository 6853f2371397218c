import type { Logger } from 'pino';
import { newSecret } from '../auth/secrets';
import { customerHasher } from './customer-hash';
import { createLog } from './log';
import { createMetrics, type MallMetrics } from './metrics';

/** The server's logger, its metrics and the customers' log pseudonym, made once per server. */
export interface Observability {
  log: Logger;
  metrics: MallMetrics;
  customerHash: (customerId: number) => string;
}

/**
 * Defaults: LOG_LEVEL's logger on stdout, a fresh registry, and a random pseudonym key for this process
 * (set LOG_CUSTOMER_KEY on every process of a cluster to keep one pseudonym per customer across them).
 */
export function createObservability(
  opts: Partial<Observability> & { customerKey?: string } = {},
): Observability {
  return {
    log: opts.log ?? createLog(),
    metrics: opts.metrics ?? createMetrics(),
    customerHash: opts.customerHash ?? customerHasher(opts.customerKey ?? newSecret(24)),
  };
}
