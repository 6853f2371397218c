-- Issue 17: the message center and instant messages with customer service.
--
-- Message center: every message has a kind (the center's tabs). Messages made by an event (an order
-- ships, a refund completes, a team fills, a lottery is drawn) carry the event's key, unique per
-- customer, so a sweep, a read and a retry that meet the same event write one message; they carry a
-- template and its parameters, so they read in the language of whoever reads them (title and content
-- keep the Chinese text, for the seeded messages and for anyone reading the table), and the in-mall
-- target a tap opens (never an address: the app maps it to one of its own routes).
ALTER TABLE messages ADD COLUMN kind text NOT NULL DEFAULT 'system'
  CHECK (kind IN ('order', 'logistics', 'activity', 'system'));
ALTER TABLE messages ADD COLUMN event_key text;
ALTER TABLE messages ADD COLUMN template text;
ALTER TABLE messages ADD COLUMN params jsonb;
ALTER TABLE messages ADD COLUMN target jsonb;
ALTER TABLE messages ADD COLUMN read_at bigint;
CREATE UNIQUE INDEX messages_event_idx ON messages (customer_id, event_key) WHERE event_key IS NOT NULL;
CREATE INDEX messages_kind_idx ON messages (customer_id, kind, id);

-- Instant messages: one thread per customer and subject (an order or a store), messages numbered in
-- the thread (the thread row is the lock that hands out the next number). The customer's read mark is
-- the last number they saw. A customer message is answered by the simulated agent once: answered_at is
-- set by a conditional update, whoever (timer or read) gets there first.
CREATE TABLE im_threads (
  thread_id text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  subject_kind text NOT NULL CHECK (subject_kind IN ('order', 'store')),
  subject_no text NOT NULL,
  title text NOT NULL,
  last_seq integer NOT NULL DEFAULT 0,
  read_seq integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (customer_id, subject_kind, subject_no)
);
CREATE INDEX im_threads_customer_idx ON im_threads (customer_id, updated_at);

CREATE TABLE im_messages (
  thread_id text NOT NULL REFERENCES im_threads (thread_id),
  seq integer NOT NULL,
  sender text NOT NULL CHECK (sender IN ('customer', 'agent')),
  body text NOT NULL,
  -- The app's own id of a customer message: sending it again (a retry after a failure) is the same message.
  client_msg_id text,
  -- The language the agent answers a customer message in.
  lang text NOT NULL,
  answer_due_at bigint,
  answered_at bigint,
  created_at bigint NOT NULL,
  PRIMARY KEY (thread_id, seq),
  UNIQUE (thread_id, client_msg_id)
);
CREATE INDEX im_messages_due_idx ON im_messages (answer_due_at)
  WHERE sender = 'customer' AND answered_at IS NULL;
