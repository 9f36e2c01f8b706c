import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { reminderHistory } from '@/lib/charges/reminders';
import { isOpen } from '@/lib/charges/rules';
import { todayInSaoPaulo } from '@/lib/format';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { lembretesCobranca } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';

/** The "Lembretes" card of a charge (D61): sent, skipped and scheduled steps. */
export async function getChargeReminders(charge: {
  id: string;
  status: string;
  dataVencimento: string;
  lembretesPausados: boolean;
}) {
  await assertStaff();
  const db = await getDb();
  const [settings, rows] = await Promise.all([
    readSettings(db, COBRANCA_SECTION, ZCobrancaSettings),
    db.select().from(lembretesCobranca).where(eq(lembretesCobranca.cobrancaId, charge.id)),
  ]);
  return reminderHistory(
    settings.etapas,
    rows,
    {
      dataVencimento: charge.dataVencimento,
      open: isOpen(charge.status),
      paused: charge.lembretesPausados,
      reguaAtiva: settings.reguaAtiva,
    },
    todayInSaoPaulo(now()),
  );
}
