ALTER TABLE "propostas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "versao_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "versao_mudancas" jsonb;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "aceita_versao" integer;