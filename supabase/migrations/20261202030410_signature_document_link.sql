-- D155: one signing pipeline. The document's own link goes; its signer keeps what the old pipeline left on the
-- document. A single-recipient document signed through a link the portal or a reminder reissued left its one
-- signer 'invited' (the old writer matched the signer by the first link): the signer gets the document's evidence.
UPDATE "signature_signers" s SET "status" = 'signed', "signed_at" = d."signed_at", "viewed_at" = COALESCE(s."viewed_at", d."viewed_at", d."signed_at"),
  "ip" = COALESCE(s."ip", d."signer_ip"), "user_agent" = COALESCE(s."user_agent", d."signer_user_agent"), "token_hash" = NULL
FROM "signature_documents" d
WHERE d."id" = s."document_id" AND d."token_hash" IS NOT NULL AND d."status" = 'signed' AND s."position" = 1 AND s."status" = 'invited';--> statement-breakpoint
-- A single-recipient document still open: its signer answers the link last issued (e-mail, portal or reminder), and
-- signs with a code from now on, as every signer does (D118, D155).
UPDATE "signature_signers" s SET "token_hash" = d."token_hash", "token_expires_at" = COALESCE(s."token_expires_at", d."token_expires_at")
FROM "signature_documents" d
WHERE d."id" = s."document_id" AND d."token_hash" IS NOT NULL AND d."status" = 'sent' AND s."position" = 1 AND s."status" = 'invited'
  AND s."token_hash" IS DISTINCT FROM d."token_hash";--> statement-breakpoint
UPDATE "signature_documents" SET "require_code" = true WHERE "status" = 'sent' AND "require_code" = false;--> statement-breakpoint
DROP INDEX "signature_documents_token_idx";--> statement-breakpoint
ALTER TABLE "signature_documents" DROP COLUMN "token_hash";
