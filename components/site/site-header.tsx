'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { BrandBadge } from '@/components/common/brand-badge';
import { MobileMenu } from './mobile-menu';
import { button, cx } from './ui';

/** Document 000 §9: the header turns opaque past 50 px of scroll. */
export const HEADER_OPAQUE_AFTER = 50;

export type NavService = { title: string; href: string; colour: string };

/** The header's texts (site.nav), given by the server layout. */
export type NavLabels = Record<
  | 'home'
  | 'portfolio'
  | 'services'
  | 'contact'
  | 'recent'
  | 'clientArea'
  | 'quote'
  | 'openMenu'
  | 'closeMenu'
  | 'menu'
  | 'mainNav'
  | 'skip'
  | 'homeLink',
  string
>;

/**
 * The fixed site header (document 000 §2.3): transparent over the home hero until 50 px of scroll,
 * always opaque elsewhere; Serviços dropdown on desktop; slide-in menu below 768 px.
 */
export function SiteHeader({
  brand,
  logo,
  services,
  labels,
}: {
  brand: string;
  /** The agency's logo (its small rendition), or null: its initials then (D270). */
  logo: string | null;
  services: NavService[];
  labels: NavLabels;
}) {
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

  const linkClass =
    'rounded-md px-2.5 py-2 text-sm font-medium text-foreground/80 transition-colors hover:text-primary lg:px-3';

  return (
    <header
      data-opaque={opaque}
      className={cx(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        opaque ? 'bg-white shadow-sm' : 'bg-transparent',
      )}
    >
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {labels.skip}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center gap-2.5 font-semibold" aria-label={labels.homeLink}>
          <BrandBadge name={brand} logo={logo} />
          <span className="md:hidden lg:inline">{brand}</span>
        </Link>

        <nav aria-label={labels.mainNav} className="hidden md:block">
          <ul className="flex items-center">
            <li>
              <Link href="/#inicio" className={linkClass}>
                {labels.home}
              </Link>
            </li>
            <li>
              <Link href="/#portfolio" className={linkClass}>
                {labels.portfolio}
              </Link>
            </li>
            <li>
              <div ref={dropdownRef} className="relative">
                <button
                  type="button"
                  className={cx(linkClass, 'inline-flex items-center gap-1')}
                  aria-expanded={servicesOpen}
                  aria-controls="menu-servicos"
                  onClick={() => setServicesOpen((open) => !open)}
                >
                  {labels.services}
                  <ChevronDown
                    aria-hidden
                    className={cx('size-4 transition-transform', servicesOpen && 'rotate-180')}
                  />
                </button>
                <div
                  id="menu-servicos"
                  hidden={!servicesOpen}
                  className="absolute top-full left-1/2 w-72 -translate-x-1/2 pt-2"
                >
                  <ul className="rounded-xl border bg-white p-2 shadow-xl">
                    {services.map((service) => (
                      <li key={service.href}>
                        <Link
                          href={service.href}
                          onClick={() => setServicesOpen(false)}
                          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-accent"
                        >
                          <span
                            aria-hidden
                            className="size-2.5 rounded-full"
                            style={{ backgroundColor: service.colour }}
                          />
                          {service.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
            <li>
              <Link href="/#contato" className={linkClass}>
                {labels.contact}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="hidden items-center gap-1.5 md:flex lg:gap-2">
          <Link href="/recentes" className={button('outline', 'sm')}>
            {labels.recent}
          </Link>
          <Link href="/auth" className={button('ghost', 'sm')}>
            {labels.clientArea}
          </Link>
          <Link href="/#contato" className={button('primary', 'sm')}>
            {labels.quote}
          </Link>
        </div>

        <MobileMenu services={services} labels={labels} icon={<Menu aria-hidden />} closeIcon={<X aria-hidden />} />
      </div>
    </header>
  );
}
