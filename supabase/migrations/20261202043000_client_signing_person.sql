ALTER TABLE "clientes" ADD COLUMN "assinante_nome" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "assinante_cpf" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "assinante_email" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "assinante_celular" text;