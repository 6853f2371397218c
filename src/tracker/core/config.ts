import { KEY_ENV_TAGS, MAX_UPLOAD_BYTES, TRACKING_ENDPOINTS } from '../../../schemas/tracking/constants';
import type { TrackerConfig, TrackerOptions } from '../types';
import { TrackerError } from '../types';

/** Spec §9 defaults. */
export const DEFAULTS = {
  requestTimeout: 5000,
  batchSize: 50,
  /** Spec §9: a batch config that omits its size gets 20, not 50. */
  batchSizeWhenOmitted: 20,
  batchInterval: 2000,
  cacheLimit: 5000,
  compressThreshold: 2048,
  idbOpenTimeout: 3000,
  pageExitDelay: 60_000,
  resourceSampling: 5,
  resourceThreshold: 5000,
  mutationLimit: 500,
} as const;

export type ConfigResult = { ok: true; config: TrackerConfig } | { ok: false; errors: string[] };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function checkRange(errors: string[], name: string, v: unknown, min: number, max: number): void {
  if (v === undefined) return;
  if (!isNum(v) || v < min || v > max)
    errors.push(`${name} must be a number from ${min} to ${max} (got ${String(v)})`);
}

/** Validates the spec §5 rules and fills defaults. Never throws: errors come back as text. */
export function resolveConfig(input: TrackerOptions): ConfigResult {
  const errors: string[] = [];
  const o = (input ?? {}) as Partial<TrackerOptions>;
  const key = o.key;
  if (typeof key !== 'string' || !KEY_ENV_TAGS.some((tag) => key.endsWith(tag))) {
    errors.push(`key must end with one of ${KEY_ENV_TAGS.join(', ')} (got ${JSON.stringify(key)})`);
  }
  checkRange(errors, 'requestTimeout', o.requestTimeout, 1, 10_000);
  checkRange(errors, 'performance.threshold', o.performance?.threshold, 3000, 10_000);
  checkRange(errors, 'performance.sampling', o.performance?.sampling, 5, 100);
  if (o.batch) checkRange(errors, 'batch.size', o.batch.size, 1, 500);
  if (o.batch) checkRange(errors, 'batch.interval', o.batch.interval, 0, 600_000);
  checkRange(errors, 'maxUploadBytes', o.maxUploadBytes, 1024, MAX_UPLOAD_BYTES);
  checkRange(errors, 'cacheLimit', o.cacheLimit, 1, 1_000_000);
  checkRange(errors, 'page.exitDelay', o.page?.exitDelay, 0, 3_600_000);
  if (o.encrypt !== undefined && typeof o.encrypt !== 'boolean' && typeof o.encrypt !== 'function') {
    errors.push('encrypt must be a boolean or a function');
  }
  if (errors.length > 0) return { ok: false, errors };

  const onError = typeof o.onError === 'function' ? o.onError : () => {};
  const batchSize =
    o.batch === false ? 1 : o.batch ? (o.batch.size ?? DEFAULTS.batchSizeWhenOmitted) : DEFAULTS.batchSize;
  const config: TrackerConfig = {
    key: key as string,
    systemId: o.systemId ?? (key as string),
    appVersion: o.appVersion ?? '',
    host: (o.host ?? '').replace(/\/+$/, ''),
    endpoints: { ...TRACKING_ENDPOINTS, ...o.endpoints },
    requestTimeout: o.requestTimeout ?? DEFAULTS.requestTimeout,
    batchSize,
    batchInterval:
      o.batch === false ? 0 : ((o.batch ? o.batch.interval : undefined) ?? DEFAULTS.batchInterval),
    maxUploadBytes: o.maxUploadBytes ?? MAX_UPLOAD_BYTES,
    cacheLimit: o.cacheLimit ?? DEFAULTS.cacheLimit,
    // true is resolved by the uploader chunk (base64 is not needed before the first upload).
    encrypt: o.encrypt ?? false,
    compress: o.compress ?? false,
    compressThreshold: o.compressThreshold ?? DEFAULTS.compressThreshold,
    idbOpenTimeout: o.idbOpenTimeout ?? DEFAULTS.idbOpenTimeout,
    retry: { baseDelay: o.retry?.baseDelay ?? 1000, maxDelay: o.retry?.maxDelay ?? 60_000 },
    loginType: o.loginType ?? '',
    loginId: o.loginId ?? '',
    consent: o.consent === 'pending' ? 'pending' : 'granted',
    debug: o.debug ?? false,
    extras: o.extras ?? {},
    page: {
      enabled: o.page?.enabled ?? true,
      exitDelay: o.page?.exitDelay ?? DEFAULTS.pageExitDelay,
      ignoreClientStart: o.page?.ignoreClientStart ?? false,
    },
    click: {
      enabled: o.click?.enabled ?? true,
      blackList: o.click?.blackList ?? [],
      whiteList: o.click?.whiteList ?? [],
      clickableClasses: o.click?.clickableClasses ?? [],
    },
    error: {
      enabled: o.error?.enabled ?? true,
      ignoreCrossOrigin: o.error?.ignoreCrossOrigin ?? true,
      ignoreExtension: o.error?.ignoreExtension ?? true,
      ignore: o.error?.ignore ?? [],
    },
    api: {
      enabled: o.api?.enabled ?? true,
      origins: o.api?.origins ?? (typeof location === 'undefined' ? [] : [location.origin]),
      headerFormat: o.api?.headerFormat ?? 'both',
      ignoreApis: o.api?.ignoreApis ?? [],
      gatewayHosts: o.api?.gatewayHosts ?? [],
      businessHeader: o.api?.businessHeader ?? 'bizLine',
      responseCodePaths: o.api?.responseCodePaths ?? ['resCode', 'code'],
      successCodes: o.api?.successCodes ?? ['0000'],
      errorCodePaths: o.api?.errorCodePaths ?? [],
      defaultErrorCode: o.api?.defaultErrorCode ?? 'ERR0000',
    },
    performance: {
      enabled: o.performance?.enabled ?? true,
      sampling: o.performance?.sampling ?? DEFAULTS.resourceSampling,
      threshold: o.performance?.threshold ?? DEFAULTS.resourceThreshold,
      mutationLimit: o.performance?.mutationLimit ?? DEFAULTS.mutationLimit,
    },
    stay: { enabled: o.stay?.enabled ?? true },
    onError,
  };
  return { ok: true, config };
}

/** Reports invalid config the way the brief asks: a console warning plus the onError callback. */
export function reportConfigErrors(input: TrackerOptions | undefined, errors: string[]): void {
  const message = `[tracker] invalid configuration, tracking is off: ${errors.join('; ')}`;
  console.warn(message);
  try {
    input?.onError?.(new TrackerError('config', message));
  } catch {
    // The host's callback must not break the page either.
  }
}
