CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"nome" text NOT NULL,
	"url_slug" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"template_usado" text DEFAULT 'basico' NOT NULL,
	"conteudo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cor_primaria" text DEFAULT '#3b82f6' NOT NULL,
	"cor_secundaria" text DEFAULT '#1e40af' NOT NULL,
	"fonte" text DEFAULT 'Inter' NOT NULL,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"conversoes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_url_slug_idx" ON "landing_pages" USING btree ("url_slug");--> statement-breakpoint
CREATE INDEX "landing_pages_user_created_idx" ON "landing_pages" USING btree ("user_id","created_at" DESC NULLS LAST);