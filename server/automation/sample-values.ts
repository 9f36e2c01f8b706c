import 'server-only';
import { addDays, format } from 'date-fns';
import { now } from '@/lib/clock';
import { lateFees } from '@/lib/charges/late-fees';
import { formatDate, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { buildPixBrCode } from '@/lib/pix';
import { pixDefaults } from '@/server/charges/public';
import { env } from '@/server/platform/env';

/** Example values for the preview and the test send: R$ 1.500,00 due 7 days ago, 2 % + 1 % a.m. */
export async function sampleReminderValues(): Promise<Record<string, string>> {
  const today = todayInSaoPaulo(now());
  const due = format(addDays(new Date(`${today}T12:00:00`), -7), 'yyyy-MM-dd');
  const fees = lateFees({ valor: 150000, dataVencimento: due, multaPercentual: 2, jurosMensalPercentual: 1 }, today);
  const pix = await pixDefaults();
  return {
    cliente: 'Padaria Pão Dourado',
    valor: formatMoney(fees.valor),
    vencimento: formatDate(due),
    link: `${env.appUrl}/p/exemplo`,
    pix:
      buildPixBrCode({
        key: pix.key || 'financeiro@agencia.dev',
        centavos: fees.total,
        beneficiary: pix.beneficiary,
        city: pix.city,
      }) ?? '',
    multa: formatMoney(fees.multa),
    juros: formatMoney(fees.juros),
    total: formatMoney(fees.total),
  };
}
