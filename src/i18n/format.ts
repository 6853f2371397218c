import { MONEY_FORMAT, type MoneyFormatter, moneyFormatter } from '../../blocks/shared/price-parts';
import { normaliseCents } from '../lib/money';
import { getLang } from './lang';

/**
 * Numbers, money, dates and durations go through Intl in the visit's language. Formatters are cached per
 * language because building one costs far more than using it.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${getLang()}|n|${key}`;
  let f = cache.get(id) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(getLang(), options);
    cache.set(id, f);
  }
  return f;
}

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${getLang()}|d|${key}`;
  let f = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!f) {
    // The mall's times are Beijing time whatever the phone says (orders, sales and draws are in CST).
    f = new Intl.DateTimeFormat(getLang(), { timeZone: 'Asia/Shanghai', ...options });
    cache.set(id, f);
  }
  return f;
}

const moneyFormats = new Map<string, MoneyFormatter>();

/** A money format of the visit's language (blocks/shared/price-parts.ts: with its fallback on old engines). */
function money(key: string, options: Intl.NumberFormatOptions): MoneyFormatter {
  const id = `${getLang()}|${key}`;
  let f = moneyFormats.get(id);
  if (!f) {
    f = moneyFormatter(getLang(), options);
    moneyFormats.set(id, f);
  }
  return f;
}

/** ¥1,234.50 from 123450 cents. */
const moneyFormat = () => money('cny', MONEY_FORMAT);

export function formatMoney(cents: number): string {
  return moneyFormat().format(normaliseCents(cents) / 100);
}

/**
 * The same amount as formatMoney, in its parts (currency, integer, group, decimal, fraction), for
 * displays that style the parts apart (the kit's Price) yet must read exactly like every other amount.
 */
export function formatMoneyParts(cents: number): Intl.NumberFormatPart[] {
  return moneyFormat().formatToParts(normaliseCents(cents) / 100);
}

/**
 * ¥300 / ¥29.9 from 30000 / 2990 cents: no trailing zero decimals, for short promotion words (满¥300减¥30)
 * where a price's ¥300.00 would crowd the line.
 */
export function formatMoneyShort(cents: number): string {
  return money('cny-short', {
    ...MONEY_FORMAT,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(normaliseCents(cents) / 100);
}

/** 1,234 / 1.2万 style counts: compact for 10,000 and more (sales figures, participants). */
export function formatCount(n: number, compact = false): string {
  return compact && n >= 10_000
    ? numberFormat('compact', { notation: 'compact', maximumFractionDigits: 1 }).format(n)
    : numberFormat('int', { maximumFractionDigits: 0 }).format(n);
}

/** 2026/11/23 (zh-CN) or 11/23/2026 (en), Beijing time. */
export function formatDate(epochMs: number): string {
  return dateFormat('date', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
}

/** Date and time to the minute, Beijing time. */
export function formatDateTime(epochMs: number): string {
  return dateFormat('datetime', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(epochMs);
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a non-negative duration into whole days, hours, minutes and seconds (countdowns). */
export function durationParts(ms: number): DurationParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** '2天 05:09:03' / '2d 05:09:03'; under a day just '05:09:03'. */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = durationParts(ms);
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return clock;
  return getLang() === 'zh-CN' ? `${days}天 ${clock}` : `${days}d ${clock}`;
}
