-- System messages sent by operators (issue 35 item 4): one row per send, for the console's list. It keeps
-- how many customers were named and reached, never who (the messages themselves are the customers' rows;
-- the audit log keeps the call).
CREATE TABLE message_sends (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('customers', 'all')),
  named integer NOT NULL CHECK (named >= 0),
  title text NOT NULL,
  content text NOT NULL,
  target jsonb,
  sent integer NOT NULL CHECK (sent >= 0),
  unknown integer NOT NULL CHECK (unknown >= 0),
  sent_by text NOT NULL,
  sent_at bigint NOT NULL
);
CREATE INDEX message_sends_recent_idx ON message_sends (sent_at DESC, id DESC);
