CREATE TABLE "notas_fiscais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cobranca_id" uuid NOT NULL,
	"cliente_id" uuid,
	"serie" text NOT NULL,
	"numero" bigint NOT NULL,
	"dps_id" text NOT NULL,
	"ambiente" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"chave_acesso" text,
	"xml_autorizado" text,
	"erros" jsonb,
	"valor" integer NOT NULL,
	"competencia" text NOT NULL,
	"emitida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_cobranca_viva_idx" ON "notas_fiscais" USING btree ("cobranca_id") WHERE "notas_fiscais"."status" in ('pendente', 'emitida');--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_serie_numero_idx" ON "notas_fiscais" USING btree ("serie","numero");--> statement-breakpoint
CREATE INDEX "notas_fiscais_cobranca_idx" ON "notas_fiscais" USING btree ("cobranca_id","created_at");