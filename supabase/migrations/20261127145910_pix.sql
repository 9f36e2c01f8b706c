CREATE TABLE "extrato_creditos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conta" text NOT NULL,
	"fitid" text NOT NULL,
	"valor" integer NOT NULL,
	"data" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"pagador_nome" text,
	"pagador_documento" text,
	"status" text DEFAULT 'pendente' NOT NULL,
	"cobranca_id" uuid,
	"correspondencia" text DEFAULT 'none' NOT NULL,
	"sugestoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"arquivo" text,
	"conciliado_por" uuid,
	"conciliado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_devolucoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pix_recebido_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"devolucao_id" text NOT NULL,
	"rtr_id" text,
	"valor" integer NOT NULL,
	"status" text DEFAULT 'EM_PROCESSAMENTO' NOT NULL,
	"motivo" text,
	"cobranca_id" uuid,
	"solicitado_por" uuid,
	"liquidado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_recebidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"end_to_end_id" text NOT NULL,
	"txid" text,
	"valor" integer NOT NULL,
	"componentes" jsonb,
	"pagador_nome" text,
	"pagador_documento" text,
	"info_pagador" text,
	"horario" timestamp with time zone NOT NULL,
	"cobranca_id" uuid,
	"status" text DEFAULT 'pendente' NOT NULL,
	"origem" text NOT NULL,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_sandbox_cobv" (
	"txid" text PRIMARY KEY NOT NULL,
	"revisao" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ATIVA' NOT NULL,
	"pedido" jsonb NOT NULL,
	"location_token" text NOT NULL,
	"pix" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extrato_creditos" ADD CONSTRAINT "extrato_creditos_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_creditos" ADD CONSTRAINT "extrato_creditos_conciliado_por_user_id_fk" FOREIGN KEY ("conciliado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_devolucoes" ADD CONSTRAINT "pix_devolucoes_pix_recebido_id_pix_recebidos_id_fk" FOREIGN KEY ("pix_recebido_id") REFERENCES "public"."pix_recebidos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_devolucoes" ADD CONSTRAINT "pix_devolucoes_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_devolucoes" ADD CONSTRAINT "pix_devolucoes_solicitado_por_user_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extrato_creditos_conta_fitid_idx" ON "extrato_creditos" USING btree ("conta","fitid");--> statement-breakpoint
CREATE INDEX "extrato_creditos_status_data_idx" ON "extrato_creditos" USING btree ("status","data");--> statement-breakpoint
CREATE INDEX "extrato_creditos_cobranca_idx" ON "extrato_creditos" USING btree ("cobranca_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_devolucoes_e2e_id_idx" ON "pix_devolucoes" USING btree ("end_to_end_id","devolucao_id");--> statement-breakpoint
CREATE INDEX "pix_devolucoes_pix_idx" ON "pix_devolucoes" USING btree ("pix_recebido_id");--> statement-breakpoint
CREATE INDEX "pix_devolucoes_cobranca_idx" ON "pix_devolucoes" USING btree ("cobranca_id");--> statement-breakpoint
CREATE INDEX "pix_devolucoes_status_idx" ON "pix_devolucoes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_recebidos_e2e_idx" ON "pix_recebidos" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "pix_recebidos_txid_idx" ON "pix_recebidos" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "pix_recebidos_cobranca_idx" ON "pix_recebidos" USING btree ("cobranca_id");--> statement-breakpoint
CREATE INDEX "pix_recebidos_status_horario_idx" ON "pix_recebidos" USING btree ("status","horario");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_sandbox_cobv_location_idx" ON "pix_sandbox_cobv" USING btree ("location_token");