-- Data: messages already sent keep no link or code that still opens a door (invitations, password
-- resets, address confirmations, sign-in links and codes). New messages keep theirs in the
-- "secret" column until they are sent (src/server/mail/outbox.ts); these were written before.
UPDATE "email_outbox" SET
  "subject" = CASE WHEN "kind" = 'sign-in-code'
    THEN regexp_replace("subject", '\m\d{6}\M', '[removed once sent]', 'g') ELSE "subject" END,
  "text_body" = regexp_replace(regexp_replace(
    CASE WHEN "kind" = 'sign-in-code'
      THEN regexp_replace("text_body", '\m\d{6}\M', '[removed once sent]', 'g') ELSE "text_body" END,
    '(token=)[^\s&"<>]+', '\1[removed once sent]', 'g'),
    '(/reset-password/)[^\s?"<>]+', '\1[removed once sent]', 'g'),
  "html_body" = regexp_replace(regexp_replace("html_body",
    '(token=)[^\s&"<>]+', '\1[removed once sent]', 'g'),
    '(/reset-password/)[^\s?"<>]+', '\1[removed once sent]', 'g')
WHERE "status" = 'sent'
  AND "kind" IN ('password-reset', 'email-verification', 'email-change', 'staff-invitation',
    'sign-in-code', 'sign-in-link');
