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
 * Masks an e-mail for display: the first character of the local part stays, every other local
 * character becomes '*', and the domain stays so the customer still recognises the address
 * ('alice@qq.com' → 'a****@qq.com'). Without an '@' everything after the first character is masked.
 */
export function maskEmail(value: string): string {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  const local = at >= 0 ? text.slice(0, at) : text;
  const rest = at >= 0 ? text.slice(at) : '';
  const chars = Array.from(local);
  const first = chars[0];
  if (first === undefined) return text;
  return first + '*'.repeat(chars.length - 1) + rest;
}
