import { CalendarClock, Check, CheckCircle2, FileDown, Home, Image as ImageIcon, ListChecks, Mail, MessageCircle, Phone, Wallet, Workflow } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AgencyMark } from '@/components/common/agency-identity';
import { telLink, whatsappLink } from '@/lib/agency';
import { getAgency } from '@/server/agency/profile';
import { formatDate } from '@/lib/format';
import { galleryImages } from '@/lib/proposals/lists';
import { cn } from '@/lib/utils';
import type { PublicProposal } from '@/server/proposals/public';
import { isExpired } from '@/lib/proposals/acceptance';
import { AcceptOrClosed } from './accept-or-closed';
import { AcceptanceHash } from './acceptance-hash';
import { MobileMenu } from './mobile-menu';
import { ReadMore } from './read-more';
import { VersionNotice } from './version-notice';
import { DEFAULT_PROPOSAL_IMAGE } from './proposal-desktop';

/** Document 000 §2.9, mobile-style layout: six sections, top bar with menu, bottom bar. */
export async function ProposalMobile({ proposal, className }: { proposal: PublicProposal; className?: string }) {
  const t = await getTranslations('proposals.public');
  const a = await getTranslations('proposals.acceptance');
  const v = await getTranslations('proposals.versions');
  const agency = (await getAgency());
  const c = proposal.conteudo;
  const escopo = c.escopo.filter(Boolean);
  const etapas = c.processoDeTrabalho.filter((e) => e.titulo || e.descricao);
  const tecnologias = c.tecnologias.filter(Boolean);
  const gallery = galleryImages([...c.imagensGaleria, ...c.mockups], DEFAULT_PROPOSAL_IMAGE);
  // A section with nothing in it is not shown, nor offered in the menus.
  const sections = [
    { id: 'inicio', label: t('home'), icon: Home, shown: true },
    { id: 'escopo', label: 'Escopo', icon: ListChecks, shown: escopo.length > 0 },
    { id: 'processo', label: 'Processo', icon: Workflow, shown: etapas.length + tecnologias.length > 0 },
    { id: 'galeria', label: 'Galeria', icon: ImageIcon, shown: gallery.length > 0 },
    { id: 'investimento', label: 'Investimento', icon: Wallet, shown: true },
    { id: 'contato', label: t('contact'), icon: MessageCircle, shown: true },
  ].filter((section) => section.shown);
  const has = (id: string) => sections.some((section) => section.id === id);
  const chat = whatsappLink(agency, t('chatMessage', { nome: proposal.nome }));

  return (
    <div className={cn('min-h-dvh bg-background pb-20', className)} data-layout="mobile">
      <div className="sticky top-0 z-40 flex h-14 items-center justify-between border-b bg-card px-3">
        <AgencyMark className="pl-1 text-sm font-semibold" />
        <MobileMenu sections={sections.map(({ id, label }) => ({ id, label }))} labels={{ menu: t('menu'), close: t('close') }} />
      </div>

      <section id="inicio" className="scroll-mt-14 bg-gradient-to-br from-primary to-violet-700 px-5 py-10 text-primary-foreground">
        <p className="text-xs font-semibold tracking-widest uppercase opacity-80">{t('badge')}</p>
        <h1 className="mt-2 text-3xl leading-tight font-extrabold">{proposal.nome}</h1>
        <p className="mt-2 opacity-90">{t('preparedFor', { cliente: proposal.cliente })}</p>
        {c.descricao && (
          <p className="mt-4 leading-relaxed opacity-95">
            <ReadMore text={c.descricao} max={150} />
          </p>
        )}
      </section>
      <VersionNotice proposal={proposal} className="mx-5 mt-4" />

      {has('escopo') && (<section id="escopo" className="render-later scroll-mt-14 [--render-later-h:40rem] px-5 py-8">
        <h2 className="text-xl font-bold">{t('scope')}</h2>
        <ul className="mt-4 grid gap-2">
          {escopo.map((item, i) => (
            <li key={i} className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm"><Check className="mt-0.5 size-4 shrink-0 text-primary" /> <ReadMore text={item} max={60} className="min-w-0 break-words" /></li>
          ))}
        </ul>
      </section>)}

      {has('processo') && (<section id="processo" className="render-later scroll-mt-14 [--render-later-h:50rem] bg-muted/50 px-5 py-8">
        <h2 className="text-xl font-bold">{etapas.length ? t('process') : t('technologies')}</h2>
        {etapas.length > 0 && (<ol className="mt-4 grid gap-3">
          {etapas.map((etapa, i) => (
            <li key={i} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{i + 1}</span>
              <div>
                <p className="font-semibold">{etapa.titulo}</p>
                <p className="text-sm text-muted-foreground">{etapa.descricao}</p>
              </div>
            </li>
          ))}
        </ol>)}
        {tecnologias.length > 0 && <p className="mt-5 text-sm text-muted-foreground">{tecnologias.join(' · ')}</p>}
      </section>)}

      {has('galeria') && (<section id="galeria" className="render-later scroll-mt-14 [--render-later-h:40rem] px-5 py-8">
        <h2 className="text-xl font-bold">{t('gallery')}</h2>
        <div className="mt-4 grid grid-cols-2 gap-2">
          {gallery.map((src, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- staff give URLs hosted elsewhere (document 000 §2.8)
            <img key={i} src={src} alt={`${t('gallery')} ${i + 1}`} loading="lazy" className="aspect-[8/5] w-full rounded-lg border bg-muted object-cover" />
          ))}
        </div>
      </section>)}

      <section id="investimento" className="render-later scroll-mt-14 [--render-later-h:40rem] bg-muted/50 px-5 py-8">
        <h2 className="text-xl font-bold">{t('investment')}</h2>
        <div className="mt-4 grid gap-3">
          <p className="flex items-center gap-3 rounded-lg border bg-card p-4"><Wallet className="size-6 text-primary" /><span><span className="block text-xs text-muted-foreground">{t('investmentLabel')}</span><span className="text-2xl font-extrabold">{c.valor || t('toBeDefined')}</span></span></p>
          <p className="flex items-center gap-3 rounded-lg border bg-card p-4"><CalendarClock className="size-6 text-primary" /><span><span className="block text-xs text-muted-foreground">{t('deadlineLabel')}</span><span className="text-2xl font-extrabold">{c.prazo || t('toBeDefined')}</span></span></p>
        </div>
        <ul className="mt-4 grid gap-1.5 text-sm">
          {proposal.pagamento.map((line) => (
            <li key={line} className="flex items-center gap-2"><Check className="size-4 text-green-600" /> {line}</li>
          ))}
        </ul>
      </section>

      <section id="contato" className="render-later scroll-mt-14 [--render-later-h:50rem] grid gap-3 px-5 py-8">
        <h2 className="text-xl font-bold">{t('contact')}</h2>
        {proposal.aceitaEm ? (
          <div role="status" className="grid gap-1 rounded-lg bg-green-50 p-3">
            <p className="flex items-center gap-2 font-semibold text-green-800">
              <CheckCircle2 className="size-5" /> {t('acceptedBanner', { name: proposal.aceitaPorNome ?? '', date: formatDate(proposal.aceitaEm) })}
            </p>
            {proposal.aceitaVersao && <p className="text-sm">{v('accepted', { n: proposal.aceitaVersao })}</p>}
            {proposal.aceiteHash && <AcceptanceHash hash={proposal.aceiteHash} label={a('hashLabel')} />}
          </div>
        ) : (
          <AcceptOrClosed slug={proposal.slug} nome={proposal.nome} versao={proposal.versao} status={proposal.status} validaAte={proposal.validaAte} expiredAtRender={isExpired(proposal.validaAte)} className="w-full" />
        )}
        <p className="text-xs text-muted-foreground">{a('validUntil', { data: formatDate(proposal.validaAte) })}</p>
        <a href={chat} className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium"><MessageCircle className="size-5 text-green-600" /> {t('chat')}</a>
        <a href={`mailto:${agency.email}?subject=${encodeURIComponent(proposal.nome)}`} className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium"><Mail className="size-5 text-primary" /> {t('email')}: {agency.email}</a>
        <a href={telLink(agency.phone)} className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium"><Phone className="size-5 text-primary" /> {t('call')}: {agency.phone}</a>
        <a href={`/proposta/${proposal.slug}/pdf`} className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium"><FileDown className="size-5 text-primary" /> {t('pdf')}</a>
      </section>

      <nav aria-label={t('menu')} className="fixed inset-x-0 bottom-0 z-40 grid border-t bg-card" style={{ gridTemplateColumns: `repeat(${sections.length}, minmax(0, 1fr))` }}>
        {sections.map(({ id, label, icon: Icon }) => (
          <a key={id} href={`#${id}`} className="flex flex-col items-center gap-0.5 py-2 text-[10px] text-muted-foreground hover:text-foreground">
            <Icon className="size-5" />
            <span className="truncate">{label}</span>
          </a>
        ))}
      </nav>
    </div>
  );
}
