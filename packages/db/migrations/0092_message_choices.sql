-- The answers an outbound message offers as reply buttons or a list ({style, button, items: [{id,
-- title, description}]}, the ids naming the question in the conversation state): WhatsApp sends
-- them as an interactive message, the web chat shows them as buttons. NULL for a message without.
ALTER TABLE messages ADD COLUMN choices jsonb;
