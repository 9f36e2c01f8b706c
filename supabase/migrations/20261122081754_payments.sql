CREATE TABLE "codigos_promocionais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text DEFAULT 'percentual' NOT NULL,
	"valor" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"valido_ate" date,
	"max_usos" integer,
	"usos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos_pagamento" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"provider" text NOT NULL,
	"processado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"descricao" text NOT NULL,
	"valor" integer NOT NULL,
	"valor_desconto" integer DEFAULT 0 NOT NULL,
	"valor_final" integer NOT NULL,
	"codigo_promocional" text,
	"metodo_pagamento" text DEFAULT 'card' NOT NULL,
	"tipo_pagamento" text DEFAULT 'avulso' NOT NULL,
	"parcelas" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_pagamento" timestamp with time zone,
	"vencimento_fatura" date,
	"url_qrcode" text,
	"url_boleto" text,
	"checkout_url" text,
	"stripe_checkout_id" text,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"stripe_invoice_id" text,
	"cobranca_id" uuid,
	"busca" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_cobranca_id_cobrancas_id_fk" FOREIGN KEY ("cobranca_id") REFERENCES "public"."cobrancas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "codigos_promocionais_codigo_idx" ON "codigos_promocionais" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_checkout_idx" ON "pagamentos" USING btree ("stripe_checkout_id");--> statement-breakpoint
CREATE INDEX "pagamentos_created_idx" ON "pagamentos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_status_created_idx" ON "pagamentos" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_metodo_created_idx" ON "pagamentos" USING btree ("metodo_pagamento","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_tipo_created_idx" ON "pagamentos" USING btree ("tipo_pagamento","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pagamentos_subscription_idx" ON "pagamentos" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "pagamentos_invoice_idx" ON "pagamentos" USING btree ("stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "pagamentos_cobranca_idx" ON "pagamentos" USING btree ("cobranca_id");