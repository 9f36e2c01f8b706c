import { CalendarClock, Check, CheckCircle2, FileDown, Wallet } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { galleryImages } from '@/lib/proposals/lists';
import { cn } from '@/lib/utils';
import type { PublicProposal } from '@/server/proposals/public';
import { isExpired } from '@/lib/proposals/acceptance';
import { AcceptOrClosed } from './accept-or-closed';
import { AcceptanceHash } from './acceptance-hash';
import { EditableSection, type SectionKey } from './section-editor';
import { VersionNotice } from './version-notice';

export const DEFAULT_PROPOSAL_IMAGE = '/proposta-padrao.svg';

/** Document 000 §2.9, desktop layout. Staff get Editar/Cancelar/Salvar per section (D4). */
export async function ProposalDesktop({ proposal, className }: { proposal: PublicProposal; className?: string }) {
  const t = await getTranslations('proposals.public');
  const a = await getTranslations('proposals.acceptance');
  const v = await getTranslations('proposals.versions');
  const c = proposal.conteudo;
  const editable = (section: SectionKey, node: React.ReactNode) => (
    <EditableSection proposalId={proposal.id} section={section} conteudo={c} locked={Boolean(proposal.aceitaEm)}>
      {node}
    </EditableSection>
  );
  // D107: the agency's wording; the payment text states the proposal's own plan when it has one.
  const benefits = proposal.beneficios;
  // D275: the proposal's own sentence under each scope item ('' for none), else the agency's defaults in turn.
  const sentence = (i: number) => (c.beneficios ? (c.beneficios[i] ?? '').trim() : (benefits[i % benefits.length] ?? ''));
  const payment = proposal.pagamento;
  const escopo = c.escopo.filter(Boolean);
  const etapas = c.processoDeTrabalho.filter((e) => e.titulo || e.descricao);
  const tecnologias = c.tecnologias.filter(Boolean);
  const gallery = galleryImages([...c.imagensGaleria, ...c.mockups], DEFAULT_PROPOSAL_IMAGE);

  return (
    <div className={cn('bg-background', className)} data-layout="desktop">
      {editable(
        'hero',
        <header className="relative overflow-hidden bg-gradient-to-br from-primary via-indigo-700 to-violet-700 text-primary-foreground">
          {c.imagemCapa && (
            // eslint-disable-next-line @next/next/no-img-element -- staff give a URL hosted elsewhere (document 000 §2.8)
            <img src={c.imagemCapa} alt="" className="absolute inset-0 size-full object-cover opacity-20" />
          )}
          <div className="relative mx-auto max-w-5xl px-8 py-20">
            <p className="text-sm font-semibold tracking-widest uppercase opacity-80">{t('badge')}</p>
            <h1 className="mt-3 max-w-3xl text-5xl leading-tight font-extrabold">{proposal.nome}</h1>
            <p className="mt-3 text-lg opacity-90">{t('preparedFor', { cliente: proposal.cliente })}</p>
            {c.descricao && <p className="mt-6 max-w-3xl text-lg leading-relaxed opacity-95">{c.descricao}</p>}
            <p className="mt-8 text-sm opacity-75">{formatDate(proposal.dataCriacao)}</p>
          </div>
        </header>,
      )}

      <main className="mx-auto grid max-w-5xl gap-14 px-8 py-16">
        <VersionNotice proposal={proposal} className="-mb-8" />
        {escopo.length > 0 && editable(
          'escopo',
          <section aria-labelledby="d-escopo">
            <h2 id="d-escopo" className="text-3xl font-bold">{t('scope')}</h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {escopo.map((item, i) => (
                <li key={i} className="rounded-xl border bg-card p-5 shadow-xs">
                  <div className="flex items-start gap-3">
                    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"><Check className="size-4" /></span>
                    <div>
                      <p className="font-semibold">{item}</p>
                      {sentence(i) && <p className="mt-1 text-sm text-muted-foreground">{sentence(i)}</p>}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </section>,
        )}

        {etapas.length > 0 && editable(
          'processo',
          <section aria-labelledby="d-processo">
            <h2 id="d-processo" className="text-3xl font-bold">{t('process')}</h2>
            <ol className="mt-6 grid gap-4 md:grid-cols-2">
              {etapas.map((etapa, i) => (
                <li key={i} className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary font-bold text-primary-foreground">{i + 1}</span>
                  <div>
                    <p className="font-semibold">{etapa.titulo}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{etapa.descricao}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>,
        )}

        {tecnologias.length > 0 && editable(
          'tecnologias',
          <section aria-labelledby="d-tecnologias">
            <h2 id="d-tecnologias" className="text-3xl font-bold">{t('technologies')}</h2>
            <ul className="mt-6 flex flex-wrap gap-2">
              {tecnologias.map((tech) => (
                <li key={tech} className="rounded-full border bg-card px-4 py-1.5 text-sm font-medium shadow-xs">{tech}</li>
              ))}
            </ul>
          </section>,
        )}

        {gallery.length > 0 && editable(
          'galeria',
          <section aria-labelledby="d-galeria">
            <h2 id="d-galeria" className="text-3xl font-bold">{t('gallery')}</h2>
            <div className="mt-6 grid grid-cols-2 gap-4">
              {gallery.map((src, i) => (
                // eslint-disable-next-line @next/next/no-img-element -- staff give URLs hosted elsewhere (document 000 §2.8)
                <img key={i} src={src} alt={`${t('gallery')} ${i + 1}`} loading="lazy" className="aspect-[8/5] w-full rounded-xl border bg-muted object-cover" />
              ))}
            </div>
          </section>,
        )}

        {editable(
          'investimento',
          <section aria-labelledby="d-investimento" className="rounded-2xl border bg-card p-8 shadow-sm">
            <h2 id="d-investimento" className="text-3xl font-bold">{t('investment')}</h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              <div className="flex items-center gap-4">
                <Wallet className="size-8 text-primary" />
                <div>
                  <p className="text-sm text-muted-foreground">{t('investmentLabel')}</p>
                  <p className="text-3xl font-extrabold">{c.valor || t('toBeDefined')}</p>
                </div>
              </div>
              <div className="flex items-center gap-4">
                <CalendarClock className="size-8 text-primary" />
                <div>
                  <p className="text-sm text-muted-foreground">{t('deadlineLabel')}</p>
                  <p className="text-3xl font-extrabold">{c.prazo || t('toBeDefined')}</p>
                </div>
              </div>
            </div>
            <h3 className="mt-8 font-semibold">{t('paymentTitle')}</h3>
            <ul className="mt-3 grid gap-2 text-sm md:grid-cols-2">
              {payment.map((line) => (
                <li key={line} className="flex items-center gap-2"><Check className="size-4 text-green-600" /> {line}</li>
              ))}
            </ul>
          </section>,
        )}

        {c.depoimentos.length > 0 && (
          <section aria-labelledby="d-depoimentos">
            <h2 id="d-depoimentos" className="text-3xl font-bold">{t('testimonials')}</h2>
            <div className="mt-6 grid gap-4 md:grid-cols-2">
              {c.depoimentos.map((d, i) => (
                <figure key={i} className="rounded-xl border bg-card p-6 shadow-xs">
                  <blockquote className="text-muted-foreground">“{d.texto}”</blockquote>
                  <figcaption className="mt-3 text-sm font-semibold">{d.nome}<span className="font-normal text-muted-foreground">{d.cargo ? `, ${d.cargo}` : ''}</span></figcaption>
                </figure>
              ))}
            </div>
          </section>
        )}

        <section className="flex flex-col items-center gap-4 rounded-2xl bg-accent p-10 text-center">
          {proposal.aceitaEm ? (
            <div role="status" className="grid gap-1">
              <p className="flex items-center gap-2 text-lg font-semibold text-green-800">
                <CheckCircle2 className="size-6" /> {t('acceptedBanner', { name: proposal.aceitaPorNome ?? '', date: formatDate(proposal.aceitaEm) })}
              </p>
              {proposal.aceitaVersao && <p className="text-sm">{v('accepted', { n: proposal.aceitaVersao })}</p>}
              {proposal.aceiteHash && <AcceptanceHash hash={proposal.aceiteHash} label={a('hashLabel')} />}
            </div>
          ) : (
            <AcceptOrClosed slug={proposal.slug} nome={proposal.nome} versao={proposal.versao} status={proposal.status} validaAte={proposal.validaAte} expiredAtRender={isExpired(proposal.validaAte)} />
          )}
          <Button asChild variant="outline">
            <a href={`/proposta/${proposal.slug}/pdf`}><FileDown /> {t('pdf')}</a>
          </Button>
          <p className="text-xs text-muted-foreground">{a('validUntil', { data: formatDate(proposal.validaAte) })}</p>
        </section>
      </main>
    </div>
  );
}
