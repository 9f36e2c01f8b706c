import { AlertTriangle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { certificateStanding } from '@/lib/nfse/certificate';
import { formatCnpj } from '@/lib/settings/agencia';
import type { CertificateSummary as Summary } from '@/server/nfse/queries';

/** The stored certificate (D228): holder, CNPJ, "Válido até dd/MM/yyyy", and a warning below 30 days or once expired. */
export async function CertificateSummary({ certificate }: { certificate: Summary | null }) {
  const t = await getTranslations('nfseProfile.certificate');
  if (!certificate) return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  const standing = certificateStanding(certificate.validoAte, now());
  return (
    <div className="grid gap-2" data-testid="certificado-atual">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('holder')}</dt>
        <dd className="min-w-0 break-words">{certificate.titular}</dd>
        <dt className="text-muted-foreground">{t('cnpj')}</dt>
        <dd className="tabular-nums">{certificate.cnpj ? formatCnpj(certificate.cnpj) : '-'}</dd>
      </dl>
      <p className="text-sm font-medium">{t('validUntil', { data: formatDate(certificate.validoAte) })}</p>
      {certificate.enviadoEm && (
        <p className="text-xs text-muted-foreground">{t('sentAt', { data: formatDate(certificate.enviadoEm) })}</p>
      )}
      {standing.kind !== 'valido' && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {standing.kind === 'vencendo'
            ? t('expiring', { dias: standing.dias })
            : t('expired', { data: formatDate(certificate.validoAte) })}
        </p>
      )}
    </div>
  );
}
