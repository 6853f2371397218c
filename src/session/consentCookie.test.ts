import { afterEach, describe, expect, it } from 'vitest';
import { followConsentCookie } from './consentCookie';
import { consentStore } from './consentState';

/** What the server would read: the consent cookie on this document, or undefined. */
const sent = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('mall_consent='))
    ?.slice('mall_consent='.length);

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: cleared the way the code under test writes it.
  document.cookie = 'mall_consent=;path=/;max-age=0';
  consentStore.set('unknown');
});

describe('the consent cookie the server reads before it keeps a visitor id (ADR 0075)', () => {
  it('says nothing while startup has not asked, then follows every answer', () => {
    followConsentCookie(document);
    expect(sent()).toBeUndefined();
    consentStore.set('granted');
    expect(sent()).toBe('1');
    consentStore.set('revoked');
    expect(sent()).toBe('0');
  });

  it('says a refusal', () => {
    consentStore.set('refused');
    followConsentCookie(document);
    expect(sent()).toBe('0');
  });
});
