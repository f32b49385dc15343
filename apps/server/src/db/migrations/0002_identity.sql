-- Identity: single-use links are looked up by their hash (unique index from 0001) and
-- replaced per person and purpose (this index). Nothing else changes shape, so db/schema.ts
-- needs no new table.
CREATE INDEX IF NOT EXISTS one_time_tokens_user_purpose_idx ON one_time_tokens (user_id, purpose);
