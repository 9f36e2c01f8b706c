-- D51: link the documents written before the client registry to the one client whose name is
-- the document's client name, accents and case ignored (translate() with the accented letters, because PGlite
-- has no unaccent extension; the same letters as lib/projects/board.ts ACCENTED/PLAIN). A name that matches
-- no client, or two clients, stays unlinked: staff link those from /clientes/vincular. Rows already linked are
-- left as they are, so running this again changes nothing.
WITH unico AS (
  SELECT lower(translate(btrim(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) AS chave, (array_agg(id))[1] AS id FROM clientes GROUP BY 1 HAVING count(*) = 1
)
UPDATE propostas AS d SET cliente_id = unico.id
  FROM unico
  WHERE d.cliente_id IS NULL AND d.cliente IS NOT NULL AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = unico.chave;
--> statement-breakpoint
WITH unico AS (
  SELECT lower(translate(btrim(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) AS chave, (array_agg(id))[1] AS id FROM clientes GROUP BY 1 HAVING count(*) = 1
)
UPDATE contratos AS d SET cliente_id = unico.id
  FROM unico
  WHERE d.cliente_id IS NULL AND d.cliente IS NOT NULL AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = unico.chave;
--> statement-breakpoint
WITH unico AS (
  SELECT lower(translate(btrim(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) AS chave, (array_agg(id))[1] AS id FROM clientes GROUP BY 1 HAVING count(*) = 1
)
UPDATE cobrancas AS d SET cliente_id = unico.id
  FROM unico
  WHERE d.cliente_id IS NULL AND d.cliente IS NOT NULL AND lower(translate(btrim(d.cliente), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = unico.chave;
--> statement-breakpoint
WITH unico AS (
  SELECT lower(translate(btrim(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) AS chave, (array_agg(id))[1] AS id FROM clientes GROUP BY 1 HAVING count(*) = 1
)
UPDATE projects AS d SET cliente_id = unico.id
  FROM unico
  WHERE d.cliente_id IS NULL AND d.client_name IS NOT NULL AND lower(translate(btrim(d.client_name), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = unico.chave;
--> statement-breakpoint
WITH unico AS (
  SELECT lower(translate(btrim(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) AS chave, (array_agg(id))[1] AS id FROM clientes GROUP BY 1 HAVING count(*) = 1
)
UPDATE signature_documents AS d SET cliente_id = unico.id
  FROM unico
  WHERE d.cliente_id IS NULL AND d.recipient_name IS NOT NULL AND lower(translate(btrim(d.recipient_name), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy')) = unico.chave;
--> statement-breakpoint
-- Payments come from public forms: the client of the charge they pay, else the one client with the payer's e-mail.
UPDATE pagamentos AS p SET cliente_id = c.cliente_id
  FROM cobrancas AS c
  WHERE p.cliente_id IS NULL AND p.cobranca_id = c.id AND c.cliente_id IS NOT NULL;
--> statement-breakpoint
WITH unico AS (
  SELECT lower(btrim(email)) AS email, (array_agg(id))[1] AS id
  FROM clientes
  WHERE email IS NOT NULL AND btrim(email) <> ''
  GROUP BY 1
  HAVING count(*) = 1
)
UPDATE pagamentos AS p SET cliente_id = unico.id
  FROM unico
  WHERE p.cliente_id IS NULL AND lower(btrim(p.email)) = unico.email;
