DROP INDEX "clientes_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "project_activities_user_idx";--> statement-breakpoint
DROP INDEX "propostas_data_criacao_idx";--> statement-breakpoint
DROP INDEX "cobrancas_data_criacao_idx";--> statement-breakpoint
DROP INDEX "signature_documents_created_idx";--> statement-breakpoint
DROP INDEX "signature_events_actor_idx";--> statement-breakpoint
DROP INDEX "landing_pages_user_created_idx";--> statement-breakpoint
DROP INDEX "contrato_modelos_created_at_idx";--> statement-breakpoint
DROP INDEX "contratos_data_criacao_idx";--> statement-breakpoint
DROP INDEX "pagamentos_created_idx";--> statement-breakpoint
DROP INDEX "pagamentos_status_created_idx";--> statement-breakpoint
DROP INDEX "pagamentos_metodo_created_idx";--> statement-breakpoint
DROP INDEX "pagamentos_tipo_created_idx";--> statement-breakpoint
DROP INDEX "timeline_cliente_created_idx";--> statement-breakpoint
DROP INDEX "timeline_created_idx";--> statement-breakpoint
DROP INDEX "timeline_ator_idx";--> statement-breakpoint
DROP INDEX "portal_tokens_cliente_idx";--> statement-breakpoint
DROP INDEX "solicitacoes_lgpd_status_idx";--> statement-breakpoint
CREATE INDEX "clientes_created_at_idx" ON "clientes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "project_activities_user_idx" ON "project_activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "propostas_data_criacao_idx" ON "propostas" USING btree ("data_criacao","id");--> statement-breakpoint
CREATE INDEX "cobrancas_data_criacao_idx" ON "cobrancas" USING btree ("data_criacao","id");--> statement-breakpoint
CREATE INDEX "signature_documents_created_idx" ON "signature_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "signature_events_actor_idx" ON "signature_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "landing_pages_user_created_idx" ON "landing_pages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contrato_modelos_created_at_idx" ON "contrato_modelos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contratos_data_criacao_idx" ON "contratos" USING btree ("data_criacao","id");--> statement-breakpoint
CREATE INDEX "pagamentos_created_idx" ON "pagamentos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pagamentos_status_created_idx" ON "pagamentos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pagamentos_metodo_created_idx" ON "pagamentos" USING btree ("metodo_pagamento","created_at");--> statement-breakpoint
CREATE INDEX "pagamentos_tipo_created_idx" ON "pagamentos" USING btree ("tipo_pagamento","created_at");--> statement-breakpoint
CREATE INDEX "timeline_cliente_created_idx" ON "timeline" USING btree ("cliente_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timeline_created_idx" ON "timeline" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "timeline_ator_idx" ON "timeline" USING btree ("ator_usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_tokens_cliente_idx" ON "portal_tokens" USING btree ("cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "solicitacoes_lgpd_status_idx" ON "solicitacoes_lgpd" USING btree ("status","created_at");