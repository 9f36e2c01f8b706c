CREATE TABLE "contrato_modelos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"conteudo" jsonb NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"cliente" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"proposta_id" uuid,
	"conteudo" jsonb NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"slug" text NOT NULL,
	"busca" text DEFAULT '' NOT NULL,
	"assinado_em" timestamp with time zone,
	"created_by" uuid,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contrato_modelos" ADD CONSTRAINT "contrato_modelos_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_proposta_id_propostas_id_fk" FOREIGN KEY ("proposta_id") REFERENCES "public"."propostas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contrato_modelos_created_at_idx" ON "contrato_modelos" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contratos_slug_idx" ON "contratos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "contratos_data_criacao_idx" ON "contratos" USING btree ("data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contratos_status_idx" ON "contratos" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contratos_proposta_idx" ON "contratos" USING btree ("proposta_id");