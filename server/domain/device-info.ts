import { type DeviceInfo, deviceInfoSchema } from '../../schemas/api/channel-extras';
import type { Refusal } from './refusal';
import { openJson, sealJson } from './sealed-json';

/**
 * device/decrypt: the bank app seals its device information with AES-256-GCM under a key both sides are
 * configured with (MBANK_DEVICE_KEY); the cipher and its wire form are domain/sealed-json.ts.
 */
/** The sealed JSON is small; anything longer than this is not device information. */
const MAX_PLAIN_BYTES = 1024;

type Problem = Extract<Refusal, { refusal: 'device_info_refused' }>['problem'];
const refused = (problem: Problem): Refusal => ({ refusal: 'device_info_refused', problem });

/** What the bank app (and the tests, as the bank app) does. */
export function sealDeviceInfo(info: DeviceInfo, secret: string, iv?: Buffer): string {
  return sealJson(info, secret, iv);
}

export function openDeviceInfo(sealed: string, secret: string): DeviceInfo | Refusal {
  const opened = openJson(sealed, secret, MAX_PLAIN_BYTES);
  if (!opened.ok) return refused(opened.problem);
  const parsed = deviceInfoSchema.safeParse(opened.value);
  return parsed.success ? parsed.data : refused('incomplete');
}
