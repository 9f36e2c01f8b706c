CREATE TABLE "whatsapp_consentimentos" (
	"cliente_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"telefone" text,
	"opt_in_em" timestamp with time zone NOT NULL,
	"opt_in_origem" text NOT NULL,
	"opt_in_usuario_id" uuid,
	"opt_in_por" text,
	"opt_out_em" timestamp with time zone,
	"opt_out_via" text,
	"opt_out_detalhe" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_mensagens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid,
	"direcao" text NOT NULL,
	"via" text DEFAULT 'api' NOT NULL,
	"etapa" text NOT NULL,
	"assunto_tipo" text,
	"assunto_id" text,
	"chave" text NOT NULL,
	"telefone" text NOT NULL,
	"template" text,
	"idioma" text,
	"parametros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"texto" text,
	"contexto" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wamid" text,
	"status" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"agendada_para" timestamp with time zone,
	"enviando_em" timestamp with time zone,
	"enviada_em" timestamp with time zone,
	"entregue_em" timestamp with time zone,
	"lida_em" timestamp with time zone,
	"falhou_em" timestamp with time zone,
	"recebida_em" timestamp with time zone,
	"erro_codigo" integer,
	"erro" text,
	"decisao" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_consentimentos" ADD CONSTRAINT "whatsapp_consentimentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consentimentos" ADD CONSTRAINT "whatsapp_consentimentos_opt_in_usuario_id_user_id_fk" FOREIGN KEY ("opt_in_usuario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_mensagens" ADD CONSTRAINT "whatsapp_mensagens_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_mensagens" ADD CONSTRAINT "whatsapp_mensagens_usuario_id_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consentimentos_telefone_idx" ON "whatsapp_consentimentos" USING btree ("telefone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_mensagens_chave_idx" ON "whatsapp_mensagens" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_wamid_idx" ON "whatsapp_mensagens" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_cliente_idx" ON "whatsapp_mensagens" USING btree ("cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_assunto_idx" ON "whatsapp_mensagens" USING btree ("assunto_tipo","assunto_id");