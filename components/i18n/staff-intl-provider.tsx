'use client';

import { NextIntlClientProvider } from 'next-intl';
import { staffMessages as messages } from '@/messages/staff';

/**
 * The back office's client text, shipped as one JavaScript chunk instead of inside every page's HTML.
 * Passing the catalogue from a server component serialised about 90 kB of JSON into each staff response
 * (server work per request, and HTML the browser parses again on every visit). Imported here, it is one
 * static chunk (about 31 kB gzip) that every staff screen shares and the browser keeps in its cache, so
 * nested providers per page are not needed under the back-office layout.
 */
export function StaffIntlProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
