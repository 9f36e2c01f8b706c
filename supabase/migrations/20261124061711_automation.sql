CREATE TABLE "envios_email" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assunto_tipo" text NOT NULL,
	"assunto_id" text NOT NULL,
	"tipo" text NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"resultado" text NOT NULL,
	"via" text,
	"erro" text,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"ultimo_erro" text,
	"concluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lembretes_cobranca" (
	"cobranca_id" uuid NOT NULL,
	"etapa" integer NOT NULL,
	"dia" text NOT NULL,
	"status" text NOT NULL,
	"motivo" text,
	"para" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_cobranca_cobranca_id_etapa_pk" PRIMARY KEY("cobranca_id","etapa")
);
--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "multa_percentual" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "juros_mensal_percentual" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "lembretes_pausados" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "recorrencia" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "recorrencia_vezes" integer;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "serie_id" uuid;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "serie_numero" integer;--> statement-breakpoint
CREATE INDEX "envios_email_assunto_idx" ON "envios_email" USING btree ("assunto_tipo","assunto_id","enviado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_chave_idx" ON "jobs" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_serie_idx" ON "cobrancas" USING btree ("serie_id","serie_numero");