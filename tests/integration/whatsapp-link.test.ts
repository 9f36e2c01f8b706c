import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { createCharge } from '@/server/charges/actions';
import { chargeDue, chargePixCode } from '@/server/charges/public';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, contratos, timeline, whatsappMensagens } from '@/server/platform/db/schema';
import { SESSION_EXPIRED } from '@/server/action';
import { sendByWhatsApp } from '@/server/whatsapp/link-actions';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * "Enviar por WhatsApp" (D22): the wa.me address to the client's mobile with the document's link (and the Pix
 * code of a Pix charge), the send on the client's timeline as the staff member's; refused without a mobile.
 */
const marker = `w${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let db: Db;

const chargeForm = (clienteId: string, cliente: string, overrides: Record<string, unknown> = {}) => ({
  titulo: `Site ${marker}`,
  cliente,
  clienteId,
  valor: '1.500,00',
  dataVencimento: todayInSaoPaulo(),
  formaPagamento: 'pix' as const,
  descricao: '',
  observacoes: '',
  chavePix: 'financeiro@agencia.dev',
  codigoPix: '',
  nomeBeneficiario: 'Agência Digital',
  cidadeBeneficiario: 'São Paulo',
  ...overrides,
});

async function newClient(telefone: string | null) {
  const [row] = await db
    .insert(clientes)
    .values({ nome: `Padaria ${randomUUID().slice(0, 4)} ${marker}`, email: `p-${randomUUID()}@teste.dev`, telefone })
    .returning();
  return row;
}

beforeAll(async () => {
  db = await getDb();
  staff = await signInAsNewStaff('member');
});
afterAll(async () => {
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await db.delete(contratos).where(like(contratos.nome, `%${marker}%`));
  await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
  await staff.cleanup();
});

describe('Enviar por WhatsApp', () => {
  it('opens wa.me to the client’s mobile with the charge link and the Pix code, and writes the send', async () => {
    const client = await newClient('(11) 8765-4321');
    const created = await createCharge(chargeForm(client.id, client.nome));
    if (!created.ok) throw new Error(created.error);
    const result = await sendByWhatsApp({ kind: 'cobranca', id: created.data.id });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.to).toBe('+5511987654321');
    const url = new URL(result.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5511987654321');
    const text = url.searchParams.get('text') ?? '';
    const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.id, created.data.id));
    expect(text).toContain(`/p/${charge.slug}`);
    expect(text).toContain((await chargePixCode(charge, chargeDue(charge).total))!.brCode!);
    expect(text).toContain('R$');

    const [entry] = await db
      .select()
      .from(timeline)
      .where(and(eq(timeline.clienteId, client.id), eq(timeline.tipo, 'whatsapp.sent')));
    expect(entry).toMatchObject({
      atorTipo: 'staff',
      atorUsuarioId: staff.id,
      assuntoTipo: 'charge',
      assuntoId: charge.id,
    });
    const [message] = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, client.id));
    expect(message).toMatchObject({ via: 'link', status: 'aberta', usuarioId: staff.id });
  });

  it('leaves the Pix paragraph out of a charge paid by card (the payment link)', async () => {
    const client = await newClient('+55 21 99876-5432');
    const created = await createCharge(chargeForm(client.id, client.nome, { formaPagamento: 'cartao' }));
    if (!created.ok) throw new Error(created.error);
    const result = await sendByWhatsApp({ kind: 'pagamento', id: created.data.id });
    if (!result.ok) throw new Error(result.error);
    const text = new URL(result.data.url).searchParams.get('text') ?? '';
    expect(text).toContain('cartão');
    expect(text).not.toContain('copia e cola');
  });

  it('refuses, in Portuguese, a client with no mobile (a landline) and changes nothing', async () => {
    const client = await newClient('(11) 3456-7890');
    const created = await createCharge(chargeForm(client.id, client.nome));
    if (!created.ok) throw new Error(created.error);
    const result = await sendByWhatsApp({ kind: 'cobranca', id: created.data.id });
    expect(result).toEqual({ ok: false, error: `${m.whatsapp.recusas.semCelular} ${m.whatsapp.phone.fixo}` });
    const rows = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.clienteId, client.id));
    expect(rows).toHaveLength(0);
  });

  it('sends a contract’s link and a new portal link', async () => {
    const client = await newClient('(31) 99111-2222');
    const [contract] = await db
      .insert(contratos)
      .values({
        nome: `Contrato ${marker}`,
        cliente: client.nome,
        clienteId: client.id,
        slug: `c-${randomUUID().slice(0, 8)}`,
        conteudo: { template: '<p>x</p>', fields: {} },
      } as typeof contratos.$inferInsert)
      .returning();
    const sent = await sendByWhatsApp({ kind: 'contrato', id: contract.id });
    if (!sent.ok) throw new Error(sent.error);
    expect(new URL(sent.data.url).searchParams.get('text')).toContain(`/c/${contract.slug}`);
    const portal = await sendByWhatsApp({ kind: 'portal', id: client.id });
    if (!portal.ok) throw new Error(portal.error);
    expect(new URL(portal.data.url).searchParams.get('text')).toContain('/portal/entrar?token=');
  });

  it('refuses a signed-out caller', async () => {
    resetRequest();
    const result = await sendByWhatsApp({ kind: 'portal', id: randomUUID() });
    expect(result).toEqual({ ok: false, error: SESSION_EXPIRED });
  });
});
