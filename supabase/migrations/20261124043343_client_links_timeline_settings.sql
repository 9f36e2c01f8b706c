CREATE TABLE "timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid,
	"tipo" text NOT NULL,
	"assunto_tipo" text NOT NULL,
	"assunto_id" text NOT NULL,
	"ator_tipo" text NOT NULL,
	"ator_usuario_id" uuid,
	"ator_nome" text,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visivel_cliente" boolean DEFAULT false NOT NULL,
	"chave" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"secao" text PRIMARY KEY NOT NULL,
	"valor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etapas_executadas" (
	"etapa" text NOT NULL,
	"assunto_id" text NOT NULL,
	"resultado" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etapas_executadas_etapa_assunto_id_pk" PRIMARY KEY("etapa","assunto_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "propostas" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "cliente_id" uuid;--> statement-breakpoint
ALTER TABLE "timeline" ADD CONSTRAINT "timeline_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline" ADD CONSTRAINT "timeline_ator_usuario_id_user_id_fk" FOREIGN KEY ("ator_usuario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD CONSTRAINT "configuracoes_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_cliente_created_idx" ON "timeline" USING btree ("cliente_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_assunto_idx" ON "timeline" USING btree ("assunto_tipo","assunto_id");--> statement-breakpoint
CREATE INDEX "timeline_created_idx" ON "timeline" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_ator_idx" ON "timeline" USING btree ("ator_usuario_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_chave_idx" ON "timeline" USING btree ("chave");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas" ADD CONSTRAINT "propostas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_cliente_idx" ON "leads" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "projects_cliente_idx" ON "projects" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "propostas_cliente_idx" ON "propostas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "cobrancas_cliente_idx" ON "cobrancas" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "signature_documents_cliente_idx" ON "signature_documents" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "contratos_cliente_idx" ON "contratos" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "pagamentos_cliente_idx" ON "pagamentos" USING btree ("cliente_id");