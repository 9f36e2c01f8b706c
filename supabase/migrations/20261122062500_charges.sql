CREATE TABLE "cobranca_numeracao" (
	"ano" integer PRIMARY KEY NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero_cobranca" text NOT NULL,
	"titulo" text NOT NULL,
	"cliente" text NOT NULL,
	"valor" integer NOT NULL,
	"data_vencimento" date NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagamento" timestamp with time zone,
	"forma_pagamento" text DEFAULT 'pix' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"observacoes" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"chave_pix" text,
	"codigo_pix" text,
	"nome_beneficiario" text,
	"cidade_beneficiario" text,
	"busca" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_slug_idx" ON "cobrancas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_numero_idx" ON "cobrancas" USING btree ("numero_cobranca");--> statement-breakpoint
CREATE INDEX "cobrancas_data_criacao_idx" ON "cobrancas" USING btree ("data_criacao" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cobrancas_status_vencimento_idx" ON "cobrancas" USING btree ("status","data_vencimento");