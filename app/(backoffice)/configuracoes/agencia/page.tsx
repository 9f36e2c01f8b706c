import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AgencyLogoForm } from '@/components/settings/agency-logo-form';
import { AgencyProfileForm } from '@/components/settings/agency-profile-form';
import { ProtectedHistory } from '@/components/settings/protected-history';
import { hasRole } from '@/lib/auth/roles';
import { formatCnpj } from '@/lib/settings/agencia';
import { getAgency } from '@/server/agency/profile';
import { profileHistory } from '@/server/agency/profile-history';
import { requireStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Agência' };

/** /configuracoes/agencia (owner and admin): the agency's profile, read by every public page and document. */
export default async function AgencyProfilePage() {
  const user = await requireStaff('/configuracoes/agencia');
  const [t, p, history] = await Promise.all([getTranslations('agencyProfile'), getAgency(), profileHistory()]);
  const initial = {
    nomeFantasia: p.nomeFantasia,
    razaoSocial: p.razaoSocial,
    corMarca: p.corMarca,
    cnpj: p.cnpj ? formatCnpj(p.cnpj) : '',
    inscricaoMunicipal: p.inscricaoMunicipal,
    endereco: p.endereco,
    cidade: p.cidade,
    uf: p.uf,
    cep: p.cep,
    cidadeForo: p.cidadeForo,
    representanteNome: p.representanteNome,
    representanteCpf: p.representanteCpf,
    representanteEmail: p.representanteEmail,
    email: p.email,
    telefone: p.telefone,
    whatsapp: p.whatsapp,
    horario: p.horario,
    pixChave: p.pixChave,
    pixBeneficiario: p.pixBeneficiario,
    pixCidade: p.pixCidade,
  };
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {/* The screen gives its forms their texts: `agencyProfile` is not in every staff screen's first load (D80). */}
      <ClientMessages namespaces={['agencyProfile', 'protectedChanges']}>
        <AgencyLogoForm logoUrl={p.logoUrl?.pequeno ?? null} name={p.name} />
        <AgencyProfileForm initial={initial} owner={hasRole(user.role, 'owner')} usesTotp={user.twoFactorEnabled} />
      </ClientMessages>
      <ProtectedHistory entries={history} />
    </div>
  );
}
