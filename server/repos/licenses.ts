import { type AuthInfo, type AuthLicenseStatus, LICENSE_GRANTED_ITEMS } from '../../schemas/api/license';
import type { Queryable } from '../db/db';

interface Row {
  license_version: string;
  granted_items: string;
  authorised_at: number;
  revoked_at: number | null;
}

async function find(db: Queryable, customerId: number): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    'SELECT license_version, granted_items, authorised_at, revoked_at FROM auth_licenses WHERE customer_id = $1',
    [customerId],
  );
  return row;
}

/** One grant or revoke as the history keeps it (auth_license_events). */
export interface ConsentEvent {
  action: 'grant' | 'revoke';
  licenseVersion: string;
  at: number;
}

async function recordEvent(db: Queryable, customerId: number, event: ConsentEvent): Promise<void> {
  await db.query(
    'INSERT INTO auth_license_events (customer_id, action, license_version, at) VALUES ($1, $2, $3, $4)',
    [customerId, event.action, event.licenseVersion, event.at],
  );
}

/** deleteType 0: record (or renew) the authorisation for this version, and the grant in the history. */
export async function grantLicense(db: Queryable, customerId: number, version: string, now: number) {
  await recordEvent(db, customerId, { action: 'grant', licenseVersion: version, at: now });
  await db.query(
    `INSERT INTO auth_licenses (customer_id, license_version, granted_items, authorised_at, revoked_at)
     VALUES ($1, $2, $3, $4, NULL)
     ON CONFLICT (customer_id) DO UPDATE
       SET license_version = EXCLUDED.license_version, granted_items = EXCLUDED.granted_items,
           authorised_at = EXCLUDED.authorised_at, revoked_at = NULL`,
    [customerId, version, JSON.stringify(LICENSE_GRANTED_ITEMS), now],
  );
}

/**
 * deleteType 1: revoke. The row stays with revoked_at so the details page can say when; the history
 * records the revoke with the version that was authorised. Nothing to revoke records nothing.
 */
export async function revokeLicense(db: Queryable, customerId: number, now: number) {
  const [revoked] = await db.query<{ license_version: string }>(
    `UPDATE auth_licenses SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL
     RETURNING license_version`,
    [customerId, now],
  );
  if (revoked)
    await recordEvent(db, customerId, { action: 'revoke', licenseVersion: revoked.license_version, at: now });
}

/** The customer's grants and revokes, oldest first. */
export async function consentHistory(db: Queryable, customerId: number): Promise<ConsentEvent[]> {
  const rows = await db.query<{ action: ConsentEvent['action']; license_version: string; at: number }>(
    'SELECT action, license_version, at FROM auth_license_events WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );
  return rows.map((r) => ({ action: r.action, licenseVersion: r.license_version, at: Number(r.at) }));
}

export async function licenseStatus(db: Queryable, customerId: number): Promise<AuthLicenseStatus> {
  const row = await find(db, customerId);
  const isAuth = row !== undefined && row.revoked_at === null;
  return { isAuth, licenseVersion: isAuth ? row.license_version : null };
}

function parseItems(text: string): string[] {
  try {
    const items: unknown = JSON.parse(text);
    return Array.isArray(items) ? items.filter((i): i is string => typeof i === 'string') : [];
  } catch {
    return [];
  }
}

export async function licenseDetails(db: Queryable, customerId: number): Promise<AuthInfo> {
  const row = await find(db, customerId);
  if (!row)
    return { isAuth: false, licenseVersion: null, grantedItems: [], authTime: null, revokeTime: null };
  const revoked = row.revoked_at !== null;
  return {
    isAuth: !revoked,
    licenseVersion: row.license_version,
    grantedItems: parseItems(row.granted_items),
    authTime: Number(row.authorised_at),
    revokeTime: revoked ? Number(row.revoked_at) : null,
  };
}
