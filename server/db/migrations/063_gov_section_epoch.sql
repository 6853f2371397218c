-- Issue 34 (ADR 0065): the government-investment section is part of home's booth layout as shoppers get it
-- (booth/gov-section.ts), so a change of its setting must drop the layouts every process keeps, as a
-- publish does: channel_settings moves the booth epoch too.
CREATE TRIGGER channel_settings_epoch AFTER INSERT OR UPDATE OR DELETE ON channel_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_booth_epoch();
