import { ArrowLeft, Download, ExternalLink, Pencil } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { z } from '@/lib/zod';
import { CopyButton } from '@/components/charges/copy-button';
import { ContractDocument } from '@/components/contracts/contract-document';
import { ContractNotFound } from '@/components/contracts/contract-not-found';
import { ContractStatusBadge } from '@/components/contracts/contract-status-badge';
import { ContractSignatureSlot } from '@/components/contracts/signature-slot';
import { PixWaitingNotice } from '@/components/overview/pix-waiting-notice';
import { ContractStepsPanel } from '@/components/pipeline/contract-steps-panel';
import { Button } from '@/components/ui/button';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { fillTemplate } from '@/lib/contracts/render';
import { formatDate, formatDateTime } from '@/lib/format';
import { planLines } from '@/lib/pipeline/payment-plan';
import { AUTOMATION_STEPS } from '@/lib/settings/automacoes';
import { requireStaff } from '@/server/auth/session';
import { getContract } from '@/server/contracts/queries';
import { contractStepsDone, contractWaitingForPix } from '@/server/pipeline/queries';
import { getContractSigning } from '@/server/signatures/draft/from-contract';
import { env } from '@/server/platform/env';

export const metadata: Metadata = { title: 'Contrato' };

/** /contratos/{id}: the contract with its fields filled, its data and its actions. */
export default async function ContractPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/contratos/${id}`);
  const contract = z.uuid().safeParse(id).success ? await getContract(id) : null;
  if (!contract) return <ContractNotFound />;
  const t = await getTranslations('contracts');
  const tp = await getTranslations('pipeline.plan');
  const [done, waiting, signing] = await Promise.all([
    contractStepsDone(contract.id),
    contractWaitingForPix(contract.id),
    getContractSigning(contract.id),
  ]);
  const publicUrl = `${env.appUrl}/c/${contract.slug}`;
  const info: Array<[string, React.ReactNode]> = [
    [t('detail.cliente'), contract.cliente],
    [
      t('detail.proposta'),
      contract.propostaSlug ? (
        <Link
          key="p"
          href={`/proposta/${contract.propostaSlug}`}
          className="text-primary underline-offset-4 hover:underline"
        >
          {contract.propostaNome}
        </Link>
      ) : (
        '-'
      ),
    ],
    [t('detail.descricao'), contract.descricao || '-'],
    [tp('title'), contract.planoPagamento.total > 0 ? planLines(contract.planoPagamento).join('\n') : '-'],
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href="/contratos">
            <ArrowLeft /> {t('detail.back')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={`/contrato/${contract.id}/editar`}>
            <Pencil /> {t('detail.edit')}
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{contract.nome}</h1>
        <ContractStatusBadge status={contract.status} signing={signing?.status} />
        <span className="rounded-full border px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
          v{contract.versao}
        </span>
      </div>
      {waiting.length > 0 && <PixWaitingNotice count={1} contract />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ContractDocument
          html={fillTemplate(contract.conteudo.template, contract.conteudo.fields, 'draft')}
          emptyText={t('form.emptyDocument')}
        />
        <div className="grid content-start gap-5">
          <section className="grid gap-2 rounded-xl border bg-card p-5 shadow-xs">
            <h2 className="font-semibold">{t('detail.actions')}</h2>
            <Button asChild>
              <a href={`/contratos/${contract.id}/pdf`} download>
                <Download /> {t('detail.pdf')}
              </a>
            </Button>
            <CopyButton
              text={publicUrl}
              label={t('detail.copyLink')}
              ok={{ title: t('toasts.linkCopied'), description: t('toasts.linkCopiedText') }}
              error={{ title: t('toasts.copyError'), description: t('toasts.copyErrorText') }}
            />
            <SendWhatsAppButton kind="contrato" id={contract.id} />
            <Button asChild variant="outline">
              <a href={`/c/${contract.slug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink /> {t('detail.openPublic')}
              </a>
            </Button>
            <ContractSignatureSlot
              contractId={contract.id}
              nome={contract.nome}
              cliente={contract.cliente}
              status={contract.status}
            />
          </section>
          <ContractStepsPanel
            contractId={contract.id}
            signed={contract.status === 'assinado'}
            steps={AUTOMATION_STEPS.map((step) => ({ step, done: done.includes(step) }))}
          />
          <section className="rounded-xl border bg-card p-5 shadow-xs">
            <h2 className="font-semibold">{t('detail.info')}</h2>
            <dl className="mt-3 grid gap-3 text-sm">
              {info.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="mt-0.5 whitespace-pre-line">{value}</dd>
                </div>
              ))}
              <div className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs text-muted-foreground">{t('detail.status')}</dt>
                  <dd className="mt-1">
                    <ContractStatusBadge status={contract.status} signing={signing?.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('detail.versao')}</dt>
                  <dd className="mt-0.5 tabular-nums">v{contract.versao}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('detail.createdAt')}</dt>
                  <dd className="mt-0.5 tabular-nums">{formatDate(contract.dataCriacao)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('detail.updatedAt')}</dt>
                  <dd className="mt-0.5 tabular-nums">{formatDateTime(contract.updatedAt)}</dd>
                </div>
                {contract.assinadoEm && (
                  <div className="col-span-2">
                    <dt className="text-xs text-muted-foreground">{t('detail.signedAt')}</dt>
                    <dd className="mt-0.5 tabular-nums">{formatDateTime(contract.assinadoEm)}</dd>
                  </div>
                )}
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('detail.publicLink')}</dt>
                <dd className="mt-0.5 font-mono text-xs break-all">/c/{contract.slug}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
