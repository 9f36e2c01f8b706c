ALTER TABLE "propostas" ADD COLUMN "valida_ate" date DEFAULT (current_date + 30) NOT NULL;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "aceite_conteudo" jsonb;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "aceite_hash" text;--> statement-breakpoint
ALTER TABLE "codigos_promocionais" ADD COLUMN "reservados" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "promo_reservado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "valor_pago" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "moeda_paga" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "valor_esperado" integer;