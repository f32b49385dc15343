-- Files sent with a queued e-mail (a quote's PDF): [{filename, contentType, content (base64)}].
-- Kept with the message, so a retry sends the very same file.
ALTER TABLE mail_queue ADD COLUMN attachments jsonb;
