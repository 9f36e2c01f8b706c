-- D81, D154: the tables created after the data version (WhatsApp, Pix, signers) and two older ones a cached staff
-- screen reads (the invitations on the overview's checklist, the signature audit on /assinaturas) move it too, with
-- the trigger of 20261126023350_data_version.sql. tests/integration/data-version-triggers.test.ts ties every table a
-- cached staff screen reads to this list.
DO $do$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['whatsapp_mensagens', 'whatsapp_consentimentos', 'pix_recebidos', 'pix_devolucoes',
    'extrato_creditos', 'signature_signers', 'convites', 'signature_events'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER versao_dados AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_versao_dados()', t);
    EXECUTE format('CREATE TRIGGER versao_dados_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_versao_dados()', t);
  END LOOP;
END
$do$;
