CREATE TABLE "signature_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text DEFAULT 'parte' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"phone" text,
	"user_id" uuid,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"authenticated_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refusal_reason" text,
	"ip" text,
	"user_agent" text,
	"auth_channel" text,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"round_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "signing_mode" text DEFAULT 'sequential' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "require_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD COLUMN "signer_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_signers" ADD CONSTRAINT "signature_signers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_signers_document_idx" ON "signature_signers" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_signers_token_idx" ON "signature_signers" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_signer_id_signature_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signature_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- D117: every document sent to one recipient becomes a document with one signer (position 1, parte) holding its
-- link, times and evidence; its fields belong to that signer.
INSERT INTO "signature_signers" ("document_id", "position", "role", "name", "email", "cpf", "status", "token_hash", "token_expires_at", "invited_at", "viewed_at", "signed_at", "cancelled_at", "ip", "user_agent", "created_at")
SELECT "id", 1, 'parte', COALESCE("recipient_name", "recipient_email"), "recipient_email", "recipient_cpf",
  CASE "status" WHEN 'signed' THEN 'signed' WHEN 'cancelled' THEN 'cancelled' WHEN 'draft' THEN 'waiting' ELSE 'invited' END,
  "token_hash", "token_expires_at", "sent_at", "viewed_at", "signed_at", "cancelled_at", "signer_ip", "signer_user_agent", COALESCE("sent_at", "created_at")
FROM "signature_documents" WHERE "recipient_email" IS NOT NULL;
--> statement-breakpoint
UPDATE "signature_fields" f SET "signer_id" = s."id" FROM "signature_signers" s WHERE s."document_id" = f."document_id" AND s."position" = 1;
