'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';

/** Document 000 §9: the header turns opaque past 50 px of scroll. */
export const HEADER_OPAQUE_AFTER = 50;

export type NavService = { title: string; href: string; colour: string };

export const NAV_LINKS = [
  { key: 'home', href: '/#inicio' },
  { key: 'portfolio', href: '/#portfolio' },
  { key: 'contact', href: '/#contato' },
] as const;

/**
 * The fixed site header (document 000 §2.3): transparent over the home hero until 50 px of scroll,
 * always opaque elsewhere; Serviços dropdown on desktop; slide-in menu below 768 px.
 */
export function SiteHeader({ brand, brandShort, services }: { brand: string; brandShort: string; services: NavService[] }) {
  const t = useTranslations('site.nav');
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const opaque = pathname !== '/' || scrolled;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_OPAQUE_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!servicesOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!dropdownRef.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setServicesOpen(false);
      dropdownRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen]);

  const [home, portfolio, contact] = NAV_LINKS;
  const linkClass = 'rounded-md px-2.5 py-2 text-sm font-medium text-foreground/80 transition-colors hover:text-primary lg:px-3';

  return (
    <header
      data-opaque={opaque}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        opaque ? 'bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/80' : 'bg-transparent',
      )}
    >
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        {t('skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2.5 font-semibold" aria-label={t('homeLink', { name: brand })}>
          <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-violet-600 text-sm font-bold text-white shadow-sm">
            {brandShort}
          </span>
          <span className="md:hidden lg:inline">{brand}</span>
        </Link>

        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center">
            <li>
              <Link href={home.href} className={linkClass}>
                {t(home.key)}
              </Link>
            </li>
            <li>
              <Link href={portfolio.href} className={linkClass}>
                {t(portfolio.key)}
              </Link>
            </li>
            <li>
              <div ref={dropdownRef} className="relative">
                <button
                  type="button"
                  className={cn(linkClass, 'inline-flex items-center gap-1')}
                  aria-expanded={servicesOpen}
                  aria-controls="menu-servicos"
                  onClick={() => setServicesOpen((open) => !open)}
                >
                  {t('services')}
                  <ChevronDown aria-hidden className={cn('size-4 transition-transform', servicesOpen && 'rotate-180')} />
                </button>
                <div id="menu-servicos" hidden={!servicesOpen} className="absolute top-full left-1/2 w-72 -translate-x-1/2 pt-2">
                  <ul className="rounded-xl border bg-white p-2 shadow-xl">
                    {services.map((service) => (
                      <li key={service.href}>
                        <Link
                          href={service.href}
                          onClick={() => setServicesOpen(false)}
                          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-accent"
                        >
                          <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: service.colour }} />
                          {service.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
            <li>
              <Link href={contact.href} className={linkClass}>
                {t(contact.key)}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-1.5 md:flex lg:gap-2">
          <Button asChild variant="outline" size="sm" className="bg-white/70">
            <Link href="/recentes">{t('recent')}</Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href="/auth">{t('clientArea')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/#contato">{t('quote')}</Link>
          </Button>
        </div>

        <MobileMenu services={services} openLabel={t('openMenu')} closeLabel={t('closeMenu')} icon={<Menu aria-hidden />} closeIcon={<X aria-hidden />} />
      </div>
    </header>
  );
}
