ALTER TABLE "whatsapp_consentimentos" ADD COLUMN "suspenso_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_consentimentos" ADD COLUMN "suspenso_para" text;--> statement-breakpoint
-- D153: a consent is valid only for the number it was given for. A consent without one takes the client's current
-- mobile, as the record stores it ("(11) 98765-4321") in E.164; one whose client has no such mobile stays without
-- a number, valid for none, until a new opt-in.
UPDATE "whatsapp_consentimentos" w SET "telefone" = '+55' || regexp_replace(c."telefone", '\D', '', 'g')
FROM "clientes" c
WHERE c."id" = w."cliente_id" AND w."telefone" IS NULL
  AND regexp_replace(c."telefone", '\D', '', 'g') ~ '^[1-9][1-9]9[0-9]{8}$';
