'use client';

import { IntentLink as Link } from '@/components/common/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavLabels, NavService } from './site-header';
import { button, cx } from './ui';

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The slide-in menu below 768 px (document 000 §2.3): locks the page's scroll, keeps focus inside,
 * closes on Escape, on the close button, on the backdrop and on navigation.
 */
export function MobileMenu({
  services,
  labels,
  icon,
  closeIcon,
}: {
  services: NavService[];
  labels: NavLabels;
  icon: React.ReactNode;
  closeIcon: React.ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Navigation to another path closes the menu.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const toggle = toggleRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      toggle?.focus({ preventScroll: true });
    };
  }, [open]);

  // Below 768 px only: a wider window closes it.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const close = () => setOpen(false);
  const item = 'block rounded-lg px-3 py-3 text-base font-medium hover:bg-accent';

  return (
    <div className="md:hidden">
      <button
        type="button"
        ref={toggleRef}
        className={button('ghost', 'icon')}
        aria-label={labels.openMenu}
        aria-expanded={open}
        aria-controls="menu-mobile"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      <div
        aria-hidden
        onClick={close}
        className={cx(
          'fixed inset-0 z-40 bg-slate-950/50 transition-opacity duration-300',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <div
        id="menu-mobile"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={labels.menu}
        className={cx(
          'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-2xl transition-[transform,visibility] duration-300 motion-reduce:transition-none',
          open ? 'visible translate-x-0' : 'invisible translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b px-4">
          <span className="font-semibold">{labels.menu}</span>
          <button type="button" className={button('ghost', 'icon')} aria-label={labels.closeMenu} onClick={close}>
            {closeIcon}
          </button>
        </div>
        <nav aria-label={labels.mainNav} className="flex-1 px-3 py-4">
          <ul>
            <li>
              <Link href="/#inicio" className={item} onClick={close}>
                {labels.home}
              </Link>
            </li>
            <li>
              <Link href="/#portfolio" className={item} onClick={close}>
                {labels.portfolio}
              </Link>
            </li>
            <li>
              <p className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {labels.services}
              </p>
              <ul>
                {services.map((service) => (
                  <li key={service.href}>
                    <Link
                      href={service.href}
                      className={cx(item, 'flex items-center gap-3 py-2.5 text-[15px]')}
                      onClick={close}
                    >
                      <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: service.colour }} />
                      {service.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <Link href="/#contato" className={item} onClick={close}>
                {labels.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="grid gap-2 border-t p-4">
          <Link href="/recentes" onClick={close} className={button('outline', 'md')}>
            {labels.recent}
          </Link>
          <Link href="/auth" onClick={close} className={button('outline', 'md')}>
            {labels.clientArea}
          </Link>
          <Link href="/#contato" onClick={close} className={button('primary', 'md')}>
            {labels.quote}
          </Link>
        </div>
      </div>
    </div>
  );
}
