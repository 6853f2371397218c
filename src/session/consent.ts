import { z } from '../../schemas/zod';

/** What 'userLicense' holds: the agreed version and when (epoch ms). */
export interface LicenseConsent {
  version: string;
  time: number;
}

const consentSchema = z.object({ version: z.string(), time: z.number() });

/** Parses the stored consent; anything unreadable counts as no consent, so the dialog is asked again. */
export function parseConsent(raw: string | null): LicenseConsent | null {
  if (raw === null || raw === '') return null;
  try {
    const parsed = consentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const serializeConsent = (consent: LicenseConsent): string => JSON.stringify(consent);
