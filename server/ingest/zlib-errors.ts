/**
 * The spec's decompression errors (§8). zlib already words its data errors this way; matching on the
 * message keeps the answer stable if a zlib build adds detail after it.
 */
export const DECOMPRESSION_ERRORS = [
  'incorrect header check',
  'invalid block type',
  'incorrect data check',
  'unknown compression method',
] as const;

export type DecompressionFailure =
  | { kind: 'corrupt'; message: string }
  /** The body inflates beyond the limit: a gzip bomb or a client far off its 48 KB budget. */
  | { kind: 'too-large'; message: string };

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const errorCode = (e: unknown): unknown =>
  typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined;

export function describeZlibError(e: unknown, maxBytes: number): DecompressionFailure {
  if (errorCode(e) === 'ERR_BUFFER_TOO_LARGE') {
    return { kind: 'too-large', message: `decompressed body is larger than ${maxBytes} bytes` };
  }
  const text = errorText(e).toLowerCase();
  const known = DECOMPRESSION_ERRORS.find((m) => text.includes(m));
  // Truncated streams ('unexpected end of file') and rarer zlib faults keep zlib's own words.
  return { kind: 'corrupt', message: `gzip decompression failed: ${known ?? errorText(e)}` };
}
