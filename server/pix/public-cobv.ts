import 'server-only';
import type { LateFees } from '@/lib/charges/late-fees';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { amountDueOn } from '@/lib/pix/amount-due';
import { cobvTerms } from '@/lib/pix/cobv';
import { getDb } from '@/server/platform/db/client';
import { validadeAposVencimento } from './charge-cobv';
import { SANDBOX_LOCATION_PATH } from './sandbox-psp';

/**
 * What the public charge page shows beside the code for a charge with an ATIVA cobv (D99): the amount due today as
 * the payer's bank computes it (lib/pix/amount-due.ts: a due date on a weekend or holiday moves to the next business
 * day) and, with the sandbox provider, the link to its "bank app" page. The code itself is the charge's one payable
 * Pix (chargePixCode in server/charges/public.ts, D170).
 */
export type DynamicPix = { due: LateFees; sandboxPath: string | null };

type Charge = {
  status: string;
  formaPagamento: string;
  valor: number;
  dataVencimento: string;
  multaPercentual: number;
  jurosMensalPercentual: number;
  pixStatus: string | null;
  pixCopiaECola: string | null;
  pixLocation: string | null;
};

export async function dynamicPixOf(charge: Charge): Promise<DynamicPix | null> {
  if (charge.formaPagamento !== 'pix' || charge.pixStatus !== 'ATIVA' || !charge.pixCopiaECola) return null;
  const terms = cobvTerms(charge, await validadeAposVencimento(await getDb()));
  const due = amountDueOn(terms, todayInSaoPaulo(now()));
  const at = charge.pixLocation?.indexOf(`${SANDBOX_LOCATION_PATH}/`) ?? -1;
  return {
    due: { diasAtraso: due.diasAtraso, valor: due.original, multa: due.multa, juros: due.juros, total: due.total },
    sandboxPath: at >= 0 ? charge.pixLocation!.slice(at) : null,
  };
}
