CREATE TABLE "signature_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"page_count" integer DEFAULT 1 NOT NULL,
	"original_sha256" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"recipient_cpf" text,
	"contract_id" uuid,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"signer_ip" text,
	"signer_user_agent" text,
	"signed_file_key" text,
	"signed_sha256" text,
	"verification_code" text,
	"busca" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"ip" text,
	"user_agent" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"field_type" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"x_position" real NOT NULL,
	"y_position" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"page_number" integer DEFAULT 1 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"placeholder" text,
	"value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_fields" ADD CONSTRAINT "signature_fields_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_documents_created_idx" ON "signature_documents" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signature_documents_status_idx" ON "signature_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "signature_documents_contract_idx" ON "signature_documents" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_documents_token_idx" ON "signature_documents" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_documents_verification_idx" ON "signature_documents" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "signature_events_document_idx" ON "signature_events" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "signature_fields_document_idx" ON "signature_fields" USING btree ("document_id","created_at");