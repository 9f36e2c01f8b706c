import type { Metadata } from 'next';
import { z } from '@/lib/zod';
import { ChargeForm } from '@/components/charges/charge-form';
import { ChargeNotFound } from '@/components/charges/charge-not-found';
import { todayInSaoPaulo } from '@/lib/format';
import { requireStaff } from '@/server/auth/session';
import { getAgency } from '@/server/agency/profile';
import { clientSuggestions, getCharge } from '@/server/charges/queries';
import { chargePixLocked } from '@/server/charges/was-sent';
import { pixProviderName } from '@/server/pix/config';

export const metadata: Metadata = { title: 'Editar Cobrança' };

export default async function EditChargePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/cobrancas/${id}/edit`);
  const charge = z.uuid().safeParse(id).success ? await getCharge(id) : null;
  if (!charge) return <ChargeNotFound id={id} />;
  // D131: with a PSP, the charge's Pix is its cobv under the agency's key; the form asks for no key.
  const pspKey = pixProviderName() === 'static' ? null : (await getAgency()).pix.key || null;
  const values = {
    id: charge.id,
    titulo: charge.titulo,
    cliente: charge.cliente,
    clienteId: charge.clienteId ?? '',
    valor: (charge.valor / 100).toFixed(2).replace('.', ','),
    dataVencimento: charge.dataVencimento,
    formaPagamento: charge.formaPagamento,
    descricao: charge.descricao,
    observacoes: charge.observacoes,
    chavePix: charge.chavePix || pspKey || '',
    codigoPix: charge.codigoPix ?? '',
    nomeBeneficiario: charge.nomeBeneficiario ?? '',
    cidadeBeneficiario: charge.cidadeBeneficiario ?? '',
    recorrencia: charge.recorrencia ?? 'nenhuma',
    recorrenciaVezes: charge.recorrenciaVezes ? String(charge.recorrenciaVezes) : '',
  };
  return (
    <ChargeForm
      charge={values}
      suggestions={await clientSuggestions()}
      today={todayInSaoPaulo()}
      pspKey={pspKey}
      pixLocked={await chargePixLocked(charge.id)}
    />
  );
}
