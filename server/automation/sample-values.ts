import 'server-only';
import { addDays, format } from 'date-fns';
import { now } from '@/lib/clock';
import { lateFees } from '@/lib/charges/late-fees';
import { formatDate, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { chargePixCode } from '@/server/charges/public';
import { env } from '@/server/platform/env';

/** Example values for the preview and the test send: R$ 1.500,00 due 7 days ago, 2 % + 1 % a.m. */
export async function sampleReminderValues(): Promise<Record<string, string>> {
  const today = todayInSaoPaulo(now());
  const due = format(addDays(new Date(`${today}T12:00:00`), -7), 'yyyy-MM-dd');
  const fees = lateFees({ valor: 150000, dataVencimento: due, multaPercentual: 2, jurosMensalPercentual: 1 }, today);
  // The profile's key, as a real charge's static code (D170); none built in: without a key the preview says so.
  const pix = await chargePixCode(
    {
      formaPagamento: 'pix',
      numeroCobranca: 'EXEMPLO',
      chavePix: null,
      codigoPix: null,
      nomeBeneficiario: null,
      cidadeBeneficiario: null,
      pixStatus: null,
      pixCopiaECola: null,
    },
    fees.total,
  );
  return {
    cliente: 'Padaria Pão Dourado',
    valor: formatMoney(fees.valor),
    vencimento: formatDate(due),
    link: `${env.appUrl}/p/exemplo`,
    pix: pix?.brCode ?? m.automation.email.noPix,
    multa: formatMoney(fees.multa),
    juros: formatMoney(fees.juros),
    total: formatMoney(fees.total),
  };
}
