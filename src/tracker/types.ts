import type { DropReason, TrackChannel, TrackEventType } from '../../schemas/tracking/constants';
import type { EventDataMap, TrackEvent } from '../../schemas/tracking/events';

export type { DropReason, EventDataMap, TrackChannel, TrackEvent, TrackEventType };

/** A matcher for ignore lists: substring (string) or pattern (RegExp). */
export type Matcher = string | RegExp;

/** Options as the host app passes them; every field but key is optional. */
export interface TrackerOptions {
  /** App key; must end with DEV, ST, UAT, BIZ or PROD. Sent as the secret-key header. */
  key: string;
  /** System id stamped on events; defaults to the key. */
  systemId?: string;
  appVersion?: string;
  /** Tracking host origin, e.g. 'https://trace.example.com'; '' = the page origin. */
  host?: string;
  endpoints?: Partial<Record<TrackChannel, string>>;
  /** Upload request timeout, ms (≤ 10000). */
  requestTimeout?: number;
  /** false = send each event alone. An object without size uses 20 (spec §9). */
  batch?: false | { size?: number; interval?: number };
  /** Byte bound of one encoded upload. */
  maxUploadBytes?: number;
  /** Max cached events per channel; insertion stops beyond it. */
  cacheLimit?: number;
  /** true = base64 of UTF-8; or a function returning the encrypted text. */
  encrypt?: boolean | ((json: string) => string);
  compress?: boolean;
  /** Compress when the JSON is longer than this many characters. */
  compressThreshold?: number;
  /** Milliseconds to wait before IndexedDB counts as unavailable. */
  idbOpenTimeout?: number;
  retry?: { baseDelay?: number; maxDelay?: number };
  /** How the user signed in (the mall: 'sso'); stamped only while a login id is set. */
  loginType?: string;
  /** The signed-in user at start, so the first event already carries it; '' = signed out. */
  loginId?: string;
  /**
   * Whether the user allowed collection. 'pending' (the mall before its disclaimer and license are
   * accepted) keeps events in memory only, nothing written or sent, until `setConsent`. Default 'granted'.
   */
  consent?: 'pending' | 'granted';
  debug?: boolean;
  /** Free-form fields copied into every event's `extras`. */
  extras?: Record<string, unknown>;
  page?: { enabled?: boolean; exitDelay?: number; ignoreClientStart?: boolean };
  click?: { enabled?: boolean; blackList?: string[]; whiteList?: string[]; clickableClasses?: string[] };
  error?: { enabled?: boolean; ignoreCrossOrigin?: boolean; ignoreExtension?: boolean; ignore?: Matcher[] };
  api?: {
    enabled?: boolean;
    /** Origins that receive trace headers; defaults to the page origin. */
    origins?: string[];
    /** 'both' (default): the spec's trace headers beside W3C traceparent; or one of them. */
    headerFormat?: 'both' | 'w3c' | 'spec';
    ignoreApis?: Matcher[];
    gatewayHosts?: string[];
    /** Request header whose presence enables full-chain tracing; its value is the business id. */
    businessHeader?: string;
    responseCodePaths?: string[];
    /** Response codes that mean success (spec §5: '0000'); others get the default error code. */
    successCodes?: string[];
    errorCodePaths?: string[];
    defaultErrorCode?: string;
  };
  performance?: {
    enabled?: boolean;
    /** Resource sampling, percent 5–100. */
    sampling?: number;
    /** Resource slow threshold, ms 3000–10000. */
    threshold?: number;
    mutationLimit?: number;
  };
  stay?: { enabled?: boolean };
  /** Called with every problem the SDK meets (bad config, upload failures, cache limit). */
  onError?: (error: TrackerError) => void;
}

export type TrackerErrorKind = 'config' | 'upload' | 'cache' | 'storage' | 'task' | 'internal';

export class TrackerError extends Error {
  readonly kind: TrackerErrorKind;
  constructor(kind: TrackerErrorKind, message: string) {
    super(message);
    this.name = 'TrackerError';
    this.kind = kind;
  }
}

type Req<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Options after defaults; what every layer reads. */
export interface TrackerConfig {
  key: string;
  systemId: string;
  appVersion: string;
  host: string;
  endpoints: Record<TrackChannel, string>;
  requestTimeout: number;
  batchSize: number;
  batchInterval: number;
  maxUploadBytes: number;
  cacheLimit: number;
  /** true = base64 of the UTF-8 JSON. */
  encrypt: boolean | ((json: string) => string);
  compress: boolean;
  compressThreshold: number;
  idbOpenTimeout: number;
  retry: { baseDelay: number; maxDelay: number };
  loginType: string;
  loginId: string;
  consent: 'pending' | 'granted';
  debug: boolean;
  extras: Record<string, unknown>;
  page: Req<NonNullable<TrackerOptions['page']>>;
  click: Req<NonNullable<TrackerOptions['click']>>;
  error: Req<NonNullable<TrackerOptions['error']>>;
  api: Req<NonNullable<TrackerOptions['api']>>;
  performance: Req<NonNullable<TrackerOptions['performance']>>;
  stay: Req<NonNullable<TrackerOptions['stay']>>;
  onError: (error: TrackerError) => void;
}
