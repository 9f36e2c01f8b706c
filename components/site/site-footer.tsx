import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { BrandBadge } from '@/components/common/brand-badge';
import { type Agency, telLink, whatsappLink } from '@/lib/agency';
import type { ServiceCard } from '@/content/types';

/** Document 000 §2.3, footer: quick links, services, e-mail, hours, WhatsApp, copyright with the year. */
export async function SiteFooter({
  agency,
  logo,
  services,
}: {
  agency: Agency;
  /** The agency's logo (its small rendition), or null: its initials then (D270). */
  logo: string | null;
  services: ReadonlyArray<Pick<ServiceCard, 'title' | 'href'>>;
}) {
  const t = await getTranslations('site');
  const tp = await getTranslations('common.privacidade');
  const tportal = await getTranslations('portal');
  const heading = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase';
  const link = 'text-slate-300 transition-colors hover:text-white';
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <BrandBadge name={agency.name} logo={logo} className={logo ? 'bg-white p-1' : undefined} />
            {agency.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className={heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2.5 text-sm">
            <li>
              <Link className={link} href="/#inicio">
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/#portfolio">
                {t('nav.portfolio')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/#servicos">
                {t('nav.services')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/recentes">
                {t('nav.recent')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/#contato">
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/auth">
                {t('nav.clientArea')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/portal">
                {tportal('title')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/politica-de-privacidade">
                {tp('link')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="rodape-servicos">
          <h2 id="rodape-servicos" className={heading}>
            {t('footer.services')}
          </h2>
          <ul className="space-y-2.5 text-sm">
            {services.map((service) => (
              <li key={service.href}>
                <Link className={link} href={service.href}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t('footer.contact')}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2.5">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <a className={link} href={`mailto:${agency.email}`}>
                {agency.email}
              </a>
            </li>
            <li className="flex items-start gap-2.5">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <a className={link} href={telLink(agency.phone)}>
                {agency.phone}
              </a>
            </li>
            <li className="flex items-start gap-2.5">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span>{agency.hours}</span>
            </li>
            <li className="flex items-start gap-2.5">
              <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <a className={link} href={whatsappLink(agency)} target="_blank" rel="noopener noreferrer">
                {t('footer.whatsapp')}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-slate-400 sm:px-6">
          {t('footerRights', { year: new Date().getFullYear(), name: agency.name })}
        </p>
      </div>
    </footer>
  );
}
