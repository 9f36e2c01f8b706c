ALTER TABLE "projects" ADD COLUMN "contrato_id" uuid;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "plano_pagamento" jsonb;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "contrato_id" uuid;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "parcela_numero" integer;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "plano_pagamento" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_contrato_idx" ON "projects" USING btree ("contrato_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_contrato_parcela_idx" ON "cobrancas" USING btree ("contrato_id","parcela_numero");--> statement-breakpoint
CREATE INDEX "cobrancas_data_pagamento_idx" ON "cobrancas" USING btree ("data_pagamento");