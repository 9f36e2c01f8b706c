import type { Metadata } from 'next';
import { ChargeForm } from '@/components/charges/charge-form';
import { todayInSaoPaulo } from '@/lib/format';
import { getAgency } from '@/server/agency/profile';
import { requireStaff } from '@/server/auth/session';
import { clientSuggestions } from '@/server/charges/queries';
import { pixProviderName } from '@/server/pix/config';

export const metadata: Metadata = { title: 'Nova Cobrança' };

export default async function NewChargePage() {
  await requireStaff('/cobrancas/nova');
  const [suggestions, agency] = await Promise.all([clientSuggestions(), getAgency()]);
  // D131: with a PSP, the charge's Pix is its cobv under the agency's key; the form asks for no key.
  const pspKey = pixProviderName() === 'static' ? null : agency.pix.key || null;
  return (
    <ChargeForm charge={null} suggestions={suggestions} today={todayInSaoPaulo()} pix={agency.pix} pspKey={pspKey} />
  );
}
