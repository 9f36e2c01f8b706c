CREATE TABLE "propostas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"cliente" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"slug" text NOT NULL,
	"conteudo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"ultima_visualizacao" timestamp with time zone,
	"aceita_em" timestamp with time zone,
	"aceita_por_nome" text,
	"aceita_por_email" text,
	"aceita_por_ip" text,
	"created_by" uuid,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_slug_idx" ON "propostas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "propostas_data_criacao_idx" ON "propostas" USING btree ("data_criacao" DESC NULLS LAST);