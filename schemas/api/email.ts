/** Spec §5 e-mail rules, shared by the screens (src/lib/email.ts re-exports them) and the server (invoices). */
/**
 * The spec's e-mail rule (§5), literally: a letter or digit, then word characters, hyphens or dots,
 * an @, alphanumerics, a dot and a 2–4 letter ending.
 * Note: by this rule a domain has exactly one dot, so 'a@mail.example.com' is rejected; widening it
 * is a product decision, not ours to make silently.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9][\w.-]*@[A-Za-z0-9]+\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Masks an e-mail for display (spec §5: "the first character and stars"): the first character stays and
 * every other one, the domain included, becomes '*' ('alice@qq.com' → 'a***********'). Keeping the domain
 * would show more than the spec allows.
 */
export function maskEmail(value: string): string {
  const chars = Array.from(value.trim());
  const first = chars[0];
  if (first === undefined) return '';
  return first + '*'.repeat(chars.length - 1);
}
