CREATE TABLE "envios_publicos" (
	"acao" text NOT NULL,
	"chave" uuid NOT NULL,
	"resultado" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envios_publicos_acao_chave_pk" PRIMARY KEY("acao","chave")
);
--> statement-breakpoint
CREATE TABLE "vinculos_por_nome" (
	"assunto_tipo" text NOT NULL,
	"assunto_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vinculos_por_nome_assunto_tipo_assunto_id_pk" PRIMARY KEY("assunto_tipo","assunto_id")
);
--> statement-breakpoint
ALTER TABLE "vinculos_por_nome" ADD CONSTRAINT "vinculos_por_nome_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envios_publicos_created_idx" ON "envios_publicos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vinculos_por_nome_cliente_idx" ON "vinculos_por_nome" USING btree ("cliente_id");--> statement-breakpoint
-- Two pending erasure requests of one client (a double click before the index existed): the oldest stays.
DELETE FROM "solicitacoes_lgpd" AS s
  USING "solicitacoes_lgpd" AS o
  WHERE s.tipo = 'eliminacao' AND s.status = 'pendente' AND o.tipo = 'eliminacao' AND o.status = 'pendente'
    AND s.cliente_id = o.cliente_id AND (s.created_at, s.id) > (o.created_at, o.id);--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_lgpd_pendente_idx" ON "solicitacoes_lgpd" USING btree ("cliente_id") WHERE "solicitacoes_lgpd"."tipo" = 'eliminacao' and "solicitacoes_lgpd"."status" = 'pendente';--> statement-breakpoint
-- The documents link_documents_to_clients joined to a client by name: made before that migration (its journal
-- time, 2026-11-24 06:25:21 UTC), linked, and carrying the client's name as that migration compared it. Flagged
-- for staff review; a document staff linked by hand among namesakes is flagged too (one more look at it).
INSERT INTO "vinculos_por_nome" ("assunto_tipo", "assunto_id", "cliente_id")
  SELECT 'proposal', d.id, d.cliente_id FROM "propostas" AS d JOIN "clientes" AS c ON c.id = d.cliente_id
  WHERE d.data_criacao < to_timestamp(1795501521.141) AND d.cliente IS NOT NULL
    AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = lower(translate(btrim(c.nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vinculos_por_nome" ("assunto_tipo", "assunto_id", "cliente_id")
  SELECT 'contract', d.id, d.cliente_id FROM "contratos" AS d JOIN "clientes" AS c ON c.id = d.cliente_id
  WHERE d.data_criacao < to_timestamp(1795501521.141) AND d.cliente IS NOT NULL
    AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = lower(translate(btrim(c.nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vinculos_por_nome" ("assunto_tipo", "assunto_id", "cliente_id")
  SELECT 'charge', d.id, d.cliente_id FROM "cobrancas" AS d JOIN "clientes" AS c ON c.id = d.cliente_id
  WHERE d.data_criacao < to_timestamp(1795501521.141) AND d.cliente IS NOT NULL
    AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = lower(translate(btrim(c.nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vinculos_por_nome" ("assunto_tipo", "assunto_id", "cliente_id")
  SELECT 'project', d.id, d.cliente_id FROM "projects" AS d JOIN "clientes" AS c ON c.id = d.cliente_id
  WHERE d.created_at < to_timestamp(1795501521.141) AND d.client_name IS NOT NULL
    AND lower(translate(btrim(d.client_name), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = lower(translate(btrim(c.nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "vinculos_por_nome" ("assunto_tipo", "assunto_id", "cliente_id")
  SELECT 'signature', d.id, d.cliente_id FROM "signature_documents" AS d JOIN "clientes" AS c ON c.id = d.cliente_id
  WHERE d.created_at < to_timestamp(1795501521.141) AND d.recipient_name IS NOT NULL
    AND lower(translate(btrim(d.recipient_name), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = lower(translate(btrim(c.nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
  ON CONFLICT DO NOTHING;
