CREATE TABLE "versao_dados" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL,
	"ultima_transacao" "xid8",
	CONSTRAINT "versao_dados_uma_linha" CHECK ("versao_dados"."id" = 1)
);
--> statement-breakpoint
-- D81: the counter behind server/cache/versioned.ts. It moves at commit (a deferred trigger), once per
-- transaction, so a reader that sees the new number also sees the rows written with it, and the row is locked only
-- while its transaction commits (no deadlock with the transaction's other locks, taken before).
INSERT INTO "versao_dados" ("id", "versao") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_versao_dados() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE versao_dados SET versao = versao + 1, ultima_transacao = pg_current_xact_id()
   WHERE id = 1 AND ultima_transacao IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The tables the staff screens read. Not here: sessions, accounts, rate limits, jobs and audit-only tables, whose
-- writes no cached read shows.
DO $do$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user', 'configuracoes', 'clientes', 'leads', 'propostas', 'projects', 'project_activities',
    'contratos', 'contrato_modelos', 'signature_documents', 'signature_fields', 'cobrancas', 'lembretes_cobranca',
    'pagamentos', 'codigos_promocionais', 'landing_pages', 'timeline', 'envios_email'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER versao_dados AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_versao_dados()', t);
    EXECUTE format('CREATE TRIGGER versao_dados_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_versao_dados()', t);
  END LOOP;
END
$do$;
