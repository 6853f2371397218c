/**
 * The layout format this app understands. Bump it only with a migration from the previous
 * version in ./migrations and a before/after fixture pair in fixtures/booth/migrations.
 */
export const CURRENT_SCHEMA_VERSION = 2;

/** Oldest version the migration chain can lift to CURRENT_SCHEMA_VERSION. */
export const OLDEST_SCHEMA_VERSION = 1;
