ALTER TABLE "notas_fiscais" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "evento_xml" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_motivo" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelamento_justificativa" text;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD COLUMN "cancelada_por" text;