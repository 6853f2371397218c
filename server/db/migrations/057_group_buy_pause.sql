-- Group-buy activities run by operators (issue 35 item 4, ADR 0057): an operator may take an activity off
-- the shelf for a while (paused_at set) and put it back (paused_at cleared). A paused activity opens and
-- joins no team; teams already open keep their own window.
ALTER TABLE team_activities ADD COLUMN paused_at bigint;
