import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { chargeWhatsAppHistory, type ChargeWhatsAppHistory } from '@/lib/whatsapp/history';
import { assertStaff } from '@/server/auth/guard';
import { getDb, type Db } from '@/server/platform/db/client';
import { etapasExecutadas, lembretesCobranca, whatsappMensagens } from '@/server/platform/db/schema';

/**
 * The WhatsApp side of a charge's "Lembretes" card (D141): per régua step, the channels it went by and its
 * message's status; the charge's other outgoing WhatsApp messages; which failed ones had their e-mail sent instead.
 */
export async function getChargeWhatsApp(chargeId: string): Promise<ChargeWhatsAppHistory> {
  await assertStaff();
  return loadChargeWhatsApp(await getDb(), chargeId);
}

export async function loadChargeWhatsApp(db: Db, chargeId: string): Promise<ChargeWhatsAppHistory> {
  const [rows, messages] = await Promise.all([
    db
      .select({ etapa: lembretesCobranca.etapa, para: lembretesCobranca.para })
      .from(lembretesCobranca)
      .where(eq(lembretesCobranca.cobrancaId, chargeId)),
    db
      .select()
      .from(whatsappMensagens)
      .where(
        and(
          eq(whatsappMensagens.assuntoTipo, 'charge'),
          eq(whatsappMensagens.assuntoId, chargeId),
          eq(whatsappMensagens.direcao, 'saida'),
        ),
      )
      .orderBy(whatsappMensagens.createdAt),
  ]);
  const failed = messages.filter((msg) => msg.status === 'falhou' || msg.status === 'cancelada').map((msg) => msg.id);
  const claims = failed.length
    ? await db
        .select({ id: etapasExecutadas.assuntoId })
        .from(etapasExecutadas)
        .where(and(eq(etapasExecutadas.etapa, 'whatsapp.emailReserva'), inArray(etapasExecutadas.assuntoId, failed)))
    : [];
  return chargeWhatsAppHistory(chargeId, rows, messages, new Set(claims.map((c) => c.id)));
}
