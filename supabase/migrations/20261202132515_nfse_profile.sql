CREATE TABLE "nfse_perfil" (
	"chave" text PRIMARY KEY DEFAULT 'agencia' NOT NULL,
	"inscricao_municipal" text DEFAULT '' NOT NULL,
	"municipio_ibge" text DEFAULT '' NOT NULL,
	"op_simp_nac" text DEFAULT '3' NOT NULL,
	"reg_ap_trib_sn" text,
	"c_trib_nac" text DEFAULT '' NOT NULL,
	"c_trib_mun" text DEFAULT '' NOT NULL,
	"aliquota_iss" integer DEFAULT 0 NOT NULL,
	"descricao_modelo" text DEFAULT '' NOT NULL,
	"serie" text DEFAULT '1' NOT NULL,
	"proximo_numero" bigint DEFAULT 1 NOT NULL,
	"ambiente" text DEFAULT '2' NOT NULL,
	"emitir_quando" text DEFAULT 'pagamento' NOT NULL,
	"perfil_salvo_em" timestamp with time zone,
	"certificado_cifrado" text,
	"certificado_titular" text,
	"certificado_cnpj" text,
	"certificado_valido_ate" timestamp with time zone,
	"certificado_impressao" text,
	"certificado_enviado_em" timestamp with time zone,
	"atualizado_por" uuid,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfse_perfil" ADD CONSTRAINT "nfse_perfil_atualizado_por_user_id_fk" FOREIGN KEY ("atualizado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;