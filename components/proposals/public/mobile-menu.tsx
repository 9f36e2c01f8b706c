'use client';

import { Menu, X } from 'lucide-react';
import { useState } from 'react';

/** The mobile layout's top-bar menu: the six sections of document 000 §2.9. */
export function MobileMenu({ sections, labels }: { sections: Array<{ id: string; label: string }>; labels: { menu: string; close: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label={labels.menu} aria-expanded={open} onClick={() => setOpen(true)} className="flex size-10 items-center justify-center rounded-md hover:bg-accent">
        <Menu className="size-5" />
      </button>
      {open && (
        <div role="dialog" aria-modal="true" aria-label={labels.menu} className="fixed inset-0 z-50 bg-black/40" onClick={() => setOpen(false)}>
          <nav className="ml-auto flex h-full w-64 flex-col gap-1 bg-card p-4 shadow-xl" onClick={(e) => e.stopPropagation()}>
            <button type="button" aria-label={labels.close} onClick={() => setOpen(false)} className="mb-2 ml-auto flex size-10 items-center justify-center rounded-md hover:bg-accent">
              <X className="size-5" />
            </button>
            {sections.map((s) => (
              <a key={s.id} href={`#${s.id}`} onClick={() => setOpen(false)} className="rounded-md px-3 py-2.5 font-medium hover:bg-accent">
                {s.label}
              </a>
            ))}
          </nav>
        </div>
      )}
    </>
  );
}
