/**
 * Bench contracts (D24): the built-in templates filled for seeded clients, newest first by
 * data_criacao, in batches. Used by bench/seed.ts's DOMAINS.
 */
import { insertContracts } from '@/server/contracts/create-contract';
import { filledContent } from '@/server/contracts/demo';
import type { Db } from '@/server/platform/db/client';
import { randomCnpj, type Random } from './lib/random';

const DAY = 86_400_000;
const KINDS = [
  { template: 'model-01', nome: 'Desenvolvimento do site' },
  { template: 'model-01', nome: 'Loja virtual' },
  { template: 'model-02', nome: 'Manutenção mensal' },
  { template: 'model-02', nome: 'Gestão de SEO' },
] as const;
const STATUSES = ['rascunho', 'rascunho', 'enviado', 'assinado', 'assinado', 'expirado'] as const;

type Ctx = {
  db: Db;
  random: Random;
  staffUserId: string;
  now: number;
  ids: Record<string, string[]>;
  clientNames: string[];
};

export async function seedContracts(ctx: Ctx, target: number): Promise<number> {
  const { random, now } = ctx;
  const bodies = Object.fromEntries(
    KINDS.map((k) => [
      k.template,
      filledContent(k.template, {
        'Nome ou razão social da contratada': 'Agência Digital Ltda',
        Cidade: 'São Paulo',
        'Prazo de entrega em dias': '30',
      }),
    ]),
  );
  const rows = Array.from({ length: target }, (_, i) => {
    const kind = random.pick(KINDS);
    const cliente = ctx.clientNames.length ? random.pick(ctx.clientNames) : `Cliente ${i + 1}`;
    const nome = `${kind.nome} — ${cliente}`;
    const body = bodies[kind.template];
    const fields = body.fields.map((f) =>
      f.originalPlaceholder === 'Nome ou razão social do contratante'
        ? { ...f, value: cliente }
        : f.originalPlaceholder === 'CPF/CNPJ do contratante'
          ? { ...f, value: randomCnpj(random) }
          : f,
    );
    const status = random.pick(STATUSES);
    const dataCriacao = new Date(now - random.int(0, 365) * DAY);
    return {
      nome,
      cliente,
      descricao: 'Contrato do projeto combinado na proposta.',
      status,
      conteudo: { template: body.template, fields },
      versao: random.int(1, 4),
      assinadoEm: status === 'assinado' ? new Date(dataCriacao.getTime() + random.int(1, 20) * DAY) : null,
      createdBy: ctx.staffUserId,
      dataCriacao,
    };
  });
  const written = await insertContracts(ctx.db, rows, random.next);
  ctx.ids.contracts = written.slice(0, 100).map((r) => r.id);
  ctx.ids.contractSlugs = written.slice(0, 20).map((r) => r.slug);
  return written.length;
}
