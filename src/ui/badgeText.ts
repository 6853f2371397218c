import { messagesOf } from '../i18n/messages';
import { BADGE_MAX } from '../lib/constants';
import { uiCoreMessages } from './coreMessages';

/**
 * What a count badge shows: nothing for 0, negatives or non-numbers; the number up to 99;
 * 'more' above 99, which the Badge draws as the more-icon (spec §2).
 */
export type BadgeContent = { kind: 'none' } | { kind: 'count'; text: string } | { kind: 'more' };

export function badgeContent(count: number): BadgeContent {
  if (!Number.isFinite(count) || count <= 0) return { kind: 'none' };
  const whole = Math.floor(count);
  if (whole <= 0) return { kind: 'none' };
  return whole > BADGE_MAX ? { kind: 'more' } : { kind: 'count', text: String(whole) };
}

/** Words for screen readers, e.g. '3' or '超过99' / 'more than 99'. */
export function badgeLabel(count: number): string {
  const content = badgeContent(count);
  if (content.kind === 'more') return messagesOf(uiCoreMessages).moreThan(BADGE_MAX);
  return content.kind === 'count' ? content.text : '0';
}
