/** Spec §5's e-mail check and masking live with the contracts, so the server applies the same rule. */
export { EMAIL_PATTERN, isValidEmail, maskEmail } from '../../schemas/api/email';
