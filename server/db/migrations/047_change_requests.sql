-- Maker-checker (issue 35 item 2, ADR 0048): a write that reaches shoppers or moves money, made while
-- approval is on, is kept here as a change request instead of taking effect. Another operator approves it
-- (the stored request is then replayed through the same endpoint, with the maker as its author) or rejects it.
CREATE TABLE change_requests (
  id bigserial PRIMARY KEY,
  -- The endpoint as registered ('POST /api/booth/operator/pages/:pageKey/publish'): what kind of change.
  endpoint text NOT NULL,
  -- What it changes, for people and for the search ('page code-10', 'lottery LA1').
  entity text NOT NULL,
  -- The request to replay: the path as called (with its query) and the JSON body.
  path text NOT NULL,
  body jsonb,
  -- What the approver compares: the entity before and the change (the page's live and draft layouts, or the
  -- submitted fields).
  before jsonb,
  after jsonb,
  maker text NOT NULL,
  maker_role text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected', 'applied')),
  created_at bigint NOT NULL,
  decided_by text,
  decided_at bigint,
  decision_comment text,
  -- The endpoint's answer when applied (the version published, the lottery's number…).
  result jsonb
);
CREATE INDEX change_requests_state_idx ON change_requests (state, created_at);

-- Remarks on a request by the maker or reviewers, kept in order.
CREATE TABLE change_request_comments (
  id bigserial PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES change_requests (id),
  author text NOT NULL,
  body text NOT NULL,
  at bigint NOT NULL
);
CREATE INDEX change_request_comments_request_idx ON change_request_comments (request_id, id);
