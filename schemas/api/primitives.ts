/**
 * Bounded building blocks for every request schema (findings 4 and 5). A value that passes these
 * fits the column it ends up in, so the database never sees an out-of-range integer or a NUL byte and the
 * caller gets a 400 naming the field instead of a 500.
 *
 * - ids are serial `integer` columns (server/db/migrations): positive and at most 2^31 - 1;
 * - counts, quantities and cents are `integer` columns too, each with a tighter bound where one exists;
 * - business codes (skuNo, orderNo, couponNo, tokens…) have a fixed shape: letters, digits, '-' and '_';
 * - free text refuses control characters (C0 including NUL, DEL, C1) and lone surrogates, which PostgreSQL
 *   text cannot store; multi-line fields may keep tab, line feed and carriage return.
 *
 * Built with zod/mini (schemas/zod.ts): wrap them functionally (`z.optional(code(64))`), never chain.
 */
import { z } from '../zod';

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const PG_INT_MAX = 2_147_483_647;

/** A row id of a serial column. */
export const dbId = z.int().check(z.positive(), z.lte(PG_INT_MAX));
/** The same from a query string or path segment ('12'); anything else (1e3, 0x10, '') is refused. */
export const dbIdParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')),
  z.coerce.number<string>().check(z.int(), z.positive(), z.lte(PG_INT_MAX)),
);

/** A whole number between min and max (both within int4). */
/* @__NO_SIDE_EFFECTS__ */
export const count = (min: number, max: number) =>
  z.int().check(z.gte(min), z.lte(Math.min(max, PG_INT_MAX)));
/** The same from a query string: digits only, then bounded. */
/* @__NO_SIDE_EFFECTS__ */
export const countParam = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^-?\d{1,10}$/, 'must be a whole number')),
    z.coerce.number<string>().check(z.int(), z.gte(min), z.lte(Math.min(max, PG_INT_MAX))),
  );

/** Money in integer cents that fits an int4 column (about 21 million yuan). */
export const cents = z.int().check(z.nonnegative(), z.lte(PG_INT_MAX));

/** Epoch milliseconds (bigint columns) from 1970 to year 9999; always a safe integer. */
export const epochMs = z.int().check(z.gte(0), z.lte(253_402_300_799_999));

/** Letters, digits, '-' and '_': the shape of the server's business codes and random tokens. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** A business code of a fixed shape, 1..max characters (default pattern: CODE_PATTERN). */
/* @__NO_SIDE_EFFECTS__ */
export const code = (max: number, pattern: RegExp = CODE_PATTERN) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(pattern, `must match ${pattern.source}`));

/** Control characters (C0, DEL, C1) and lone surrogate halves. */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, but tab, line feed and carriage return are allowed. */
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

export interface TextOptions {
  /** Minimum length after trimming; default 0. */
  min?: number;
  /** Allow tab, line feed and carriage return (remarks, error messages). */
  multiline?: boolean;
  /** Trim surrounding white space first; default true. */
  trim?: boolean;
  /** Field name for the messages, e.g. 'detail'. */
  what?: string;
}

/** Human text of at most max characters (Chinese welcome) without control characters. */
/* @__NO_SIDE_EFFECTS__ */
export const text = (max: number, opts: TextOptions = {}) => {
  const what = opts.what ?? 'text';
  const min = opts.min ?? 0;
  const checks = [
    z.minLength(min, `${what} must have at least ${min} characters`),
    z.maxLength(max, `${what} must have at most ${max} characters`),
    z.regex(opts.multiline ? MULTI_LINE : SINGLE_LINE, `${what} must not contain control characters`),
  ];
  return opts.trim === false ? z.string().check(...checks) : z.string().check(z.trim(), ...checks);
};
