'use client';

import { ExternalLink, FileCheck, FolderKanban, Receipt } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import type { ProposalNextStep } from '@/lib/pipeline/proposal-next-step';
import { GenerateContractButton } from './generate-contract-button';

/**
 * An accepted proposal's contract action (D225), on the proposal card, the edit screen and the client page:
 * "Gerar contrato" (generate-contract-button.tsx) until the proposal has its contract, "Abrir contrato" while it is
 * not signed, then the signed PDF as the main button with the contract's charges and project beside it.
 */
export function ProposalContractAction({
  propostaId,
  nome,
  step,
  size = 'sm',
}: {
  propostaId: string;
  nome: string;
  step: ProposalNextStep | null;
  size?: 'sm' | 'default';
}) {
  const t = useTranslations('pipeline.next');
  if (!step) return null;
  if (step.kind === 'gerar') return <GenerateContractButton propostaId={propostaId} nome={nome} size={size} />;
  if (step.kind === 'abrir')
    return (
      <Button asChild size={size}>
        <Link href={step.contrato} aria-label={`${t('abrir')}: ${nome}`}>
          <ExternalLink /> {t('abrir')}
        </Link>
      </Button>
    );
  const main = step.principal.pdf ? t('pdf') : t('verContrato');
  return (
    <>
      <Button asChild size={size}>
        {step.principal.pdf ? (
          <a href={step.principal.href} download aria-label={`${main}: ${nome}`}>
            <FileCheck /> {main}
          </a>
        ) : (
          <Link href={step.principal.href} aria-label={`${main}: ${nome}`}>
            <FileCheck /> {main}
          </Link>
        )}
      </Button>
      <Button asChild size={size} variant="outline">
        <Link href={step.cobrancas} aria-label={`${t('cobrancas')}: ${nome}`}>
          <Receipt /> {t('cobrancas')}
        </Link>
      </Button>
      {step.projeto && (
        <Button asChild size={size} variant="outline">
          <Link href={step.projeto} aria-label={`${t('projeto')}: ${nome}`}>
            <FolderKanban /> {t('projeto')}
          </Link>
        </Button>
      )}
    </>
  );
}
