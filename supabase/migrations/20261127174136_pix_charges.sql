ALTER TABLE "cobrancas" ADD COLUMN "pix_txid" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pix_copia_e_cola" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pix_location" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pix_revisao" integer;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pix_status" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "pix_erro" text;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "valor_pago" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_pix_txid_idx" ON "cobrancas" USING btree ("pix_txid");--> statement-breakpoint
CREATE INDEX "cobrancas_pix_status_idx" ON "cobrancas" USING btree ("pix_status");