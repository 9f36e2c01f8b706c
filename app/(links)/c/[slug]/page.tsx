import { CheckCircle2, FileDown } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContractDocument } from '@/components/contracts/contract-document';
import { Button } from '@/components/ui/button';
import { getAgency } from '@/server/agency/profile';
import { fillTemplate } from '@/lib/contracts/render';
import { formatDate, formatDateTime } from '@/lib/format';
import { getPublicContract } from '@/server/contracts/public';

type Props = { params: Promise<{ slug: string }> };

// The same page for everyone, so it is cached like /proposta/{slug}: rendered on the first visit and
// again when staff change the contract (the actions revalidate /c/{slug}).
export const revalidate = 86_400;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const contract = await getPublicContract(slug);
  // Reached by link only: never indexed.
  return { title: contract ? contract.nome : 'Contrato não encontrado', robots: { index: false, follow: false } };
}

/** /c/{slug}: the contract, read only, and nothing else (D9). */
export default async function PublicContractPage({ params }: Props) {
  const { slug } = await params;
  const contract = await getPublicContract(slug);
  if (!contract) notFound();
  const t = await getTranslations('contracts');
  const agency = await getAgency();
  const html = fillTemplate(contract.conteudo.template, contract.conteudo.fields, 'final');

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-3 px-4">
          <Link href="/" className="font-semibold">
            {agency.name}
          </Link>
          <Button asChild size="sm" variant="outline">
            <a href={`/c/${contract.slug}/pdf`} download>
              <FileDown /> {t('public.pdf')}
            </a>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid max-w-4xl gap-4 px-3 py-6 sm:px-4 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-2 px-1">
          <div>
            <h1 className="text-lg font-semibold sm:text-xl">{contract.nome}</h1>
            <p className="text-sm text-muted-foreground">
              {t('public.version', { versao: contract.versao, date: formatDate(contract.updatedAt) })}
            </p>
          </div>
          {contract.assinadoEm && (
            <p className="flex items-center gap-1.5 rounded-full border border-green-200 bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
              <CheckCircle2 className="size-4" /> {t('public.signed')} · {formatDateTime(contract.assinadoEm)}
            </p>
          )}
        </div>
        <ContractDocument html={html} emptyText={t('form.emptyDocument')} className="sm:px-14 sm:py-14" />
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {agency.name}
      </footer>
    </div>
  );
}
