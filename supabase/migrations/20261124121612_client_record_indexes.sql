DROP INDEX "projects_cliente_idx";--> statement-breakpoint
DROP INDEX "propostas_cliente_idx";--> statement-breakpoint
DROP INDEX "cobrancas_cliente_idx";--> statement-breakpoint
DROP INDEX "signature_documents_cliente_idx";--> statement-breakpoint
DROP INDEX "contratos_cliente_idx";--> statement-breakpoint
DROP INDEX "pagamentos_cliente_idx";--> statement-breakpoint
DROP INDEX "timeline_cliente_created_idx";--> statement-breakpoint
CREATE INDEX "projects_cliente_created_idx" ON "projects" USING btree ("cliente_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "propostas_cliente_data_idx" ON "propostas" USING btree ("cliente_id","data_criacao" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cobrancas_cliente_data_idx" ON "cobrancas" USING btree ("cliente_id","data_criacao" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "signature_documents_cliente_created_idx" ON "signature_documents" USING btree ("cliente_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contratos_cliente_data_idx" ON "contratos" USING btree ("cliente_id","data_criacao" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pagamentos_cliente_created_idx" ON "pagamentos" USING btree ("cliente_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "timeline_cliente_created_id_idx" ON "timeline" USING btree ("cliente_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);