import { browserOk, callNative, getBridge } from './call';
import type { BridgeOutcome } from './types';

/**
 * Where the shopper is, for "nearest shops first". The app answers from its own location permission;
 * a browser asks through the Geolocation API. Refusing is an answer, not an error: 'denied' lets the
 * screen say how to allow it and still list the shops without distances.
 */
export type ShopperLocation =
  | { status: 'granted'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'unavailable' };

/** A browser waits this long for a fix before the screen goes on without one. */
export const LOCATION_TIMEOUT_MS = 10_000;

const isDegrees = (v: unknown, bound: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= bound;

/** The app answers { latitude, longitude } (WGS-84), or { denied: true } when the shopper said no. */
function readLocation(data: unknown): ShopperLocation | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { latitude, longitude, denied } = data as Record<string, unknown>;
  if (denied === true) return { status: 'denied' };
  if (isDegrees(latitude, 90) && isDegrees(longitude, 180)) return { status: 'granted', latitude, longitude };
  return undefined;
}

function browserLocation(): Promise<ShopperLocation> {
  const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geo) return Promise.resolve({ status: 'unavailable' });
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (pos) => resolve({ status: 'granted', latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) => resolve({ status: err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      // A shop list needs a district, not a doorstep: a cached fix up to 5 minutes old is fine.
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  });
}

/** The shopper's location: the app's, else the browser's. Never rejects. */
export async function getLocation(): Promise<BridgeOutcome<ShopperLocation>> {
  const bridge = getBridge();
  if (bridge) return callNative(bridge, 'getLocation', { coordType: 'wgs84' }, readLocation);
  return browserOk(await browserLocation());
}
