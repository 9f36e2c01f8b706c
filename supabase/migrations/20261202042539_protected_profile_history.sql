CREATE TABLE "historico_perfil_protegido" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campo" text NOT NULL,
	"valor_anterior" text NOT NULL,
	"valor_novo" text NOT NULL,
	"usuario_id" uuid,
	"usuario_nome" text NOT NULL,
	"endereco" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "historico_perfil_protegido" ADD CONSTRAINT "historico_perfil_protegido_usuario_id_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "historico_perfil_protegido_criado_idx" ON "historico_perfil_protegido" USING btree ("criado_em");