import type { Metadata } from 'next';
import { ChargeForm } from '@/components/charges/charge-form';
import { todayInSaoPaulo } from '@/lib/format';
import { getAgency } from '@/server/agency/profile';
import { requireStaff } from '@/server/auth/session';
import { clientSuggestions } from '@/server/charges/queries';

export const metadata: Metadata = { title: 'Nova Cobrança' };

export default async function NewChargePage() {
  await requireStaff('/cobrancas/nova');
  const [suggestions, agency] = await Promise.all([clientSuggestions(), getAgency()]);
  return <ChargeForm charge={null} suggestions={suggestions} today={todayInSaoPaulo()} pix={agency.pix} />;
}
