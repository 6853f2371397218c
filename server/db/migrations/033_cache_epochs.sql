-- Issue 29 item 3: what one process keeps in memory is dropped by every process within a second of a
-- change made by any of them (or by SQL). A counter per kind of kept answer, moved by triggers on the
-- tables the answers are made of, so no writer can forget it; each process compares it on PostgreSQL at
-- most a few times a second (services/shared-epoch.ts). PGlite is one process: it clears its own.

CREATE TABLE cache_epochs (
  name text PRIMARY KEY,
  epoch bigint NOT NULL DEFAULT 0
);
INSERT INTO cache_epochs (name) VALUES ('booth');

CREATE FUNCTION bump_booth_epoch() RETURNS trigger AS $$
BEGIN
  UPDATE cache_epochs SET epoch = epoch + 1 WHERE name = 'booth';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER booth_pages_epoch AFTER INSERT OR UPDATE OR DELETE ON booth_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_booth_epoch();
CREATE TRIGGER booth_versions_epoch AFTER INSERT OR UPDATE OR DELETE ON booth_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_booth_epoch();
