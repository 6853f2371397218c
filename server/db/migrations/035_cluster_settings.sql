-- Issue 29 item 3: settings every process of a cluster obeys alike, such as the operator's flash-sale drill
-- (answer shoppers busy until an instant): set through any process, read by all (http/load-shed.ts).
CREATE TABLE cluster_settings (
  name text PRIMARY KEY,
  value bigint
);
