ALTER TABLE "propostas" ADD COLUMN "valida_ate" date DEFAULT (current_date + 30) NOT NULL;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "aceite_conteudo" jsonb;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "aceite_hash" text;