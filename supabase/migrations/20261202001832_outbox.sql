ALTER TABLE "envios_email" ALTER COLUMN "enviado_em" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "chave" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "texto" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "com_layout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "responder_para" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "anexos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "segredos" text;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "envios_email" ADD COLUMN "criado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_mensagens" ADD COLUMN "segredos" text;--> statement-breakpoint
CREATE UNIQUE INDEX "envios_email_chave_idx" ON "envios_email" USING btree ("chave");--> statement-breakpoint
-- D146: messages written before the outbox carried signing codes and links with tokens in clear. They are scrubbed:
-- the token of a signing or portal link becomes an ellipsis, a code becomes its name; the fallback e-mail kept in a
-- message's context goes (the message it stood behind was sent or given up long ago, or goes now without its secret).
UPDATE "whatsapp_mensagens" SET
  "texto" = regexp_replace(regexp_replace("texto", '(/assinar/|token=)[A-Za-z0-9_%.-]+', '\1…', 'g'),
    CASE WHEN "etapa" = 'assinatura.codigo' THEN '[0-9]{6}' ELSE '$^' END, 'código de verificação', 'g'),
  "parametros" = COALESCE((SELECT jsonb_agg(to_jsonb(CASE WHEN "etapa" = 'assinatura.codigo' AND p ~ '^[0-9]{6}$'
      THEN 'código de verificação' ELSE regexp_replace(p, '(/assinar/|token=)[A-Za-z0-9_%.-]+', '\1…', 'g') END))
    FROM jsonb_array_elements_text("parametros") AS p), '[]'::jsonb),
  "contexto" = "contexto" - 'email'
WHERE "direcao" = 'saida' AND ("etapa" IN ('assinatura.codigo', 'assinatura.pedido', 'assinatura.lembrete', 'portal.link')
  OR "texto" ~ '(/assinar/|/portal/entrar\?token=)');
