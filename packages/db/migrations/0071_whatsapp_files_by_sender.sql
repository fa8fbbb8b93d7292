-- A person's WhatsApp files, newest last: how many came in the last minute decides whether the
-- next one is read (at most MEDIA_LIMITS.filesPerMinute), counted from the messages themselves.
CREATE INDEX messages_whatsapp_files_idx ON messages (phone, id)
  WHERE channel = 'whatsapp' AND direction = 'inbound' AND type IN ('image', 'document', 'audio');
