-- Issue 33 item 4 (ADR 0049): the chat retention job deletes customer-service messages by their age, so
-- it needs them by creation time (uploads and stored answers already have such an index).
CREATE INDEX im_messages_created_idx ON im_messages (created_at);
