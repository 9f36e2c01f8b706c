'use client';

import { PlainErrorView } from '@/components/errors/plain-error-view';
import catalogue from '@/messages/pt-BR/errors.json';
import { inter } from './fonts';
import './globals.css';

/** When the root layout itself fails: its own document, still in Portuguese (D49). */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="pt-BR" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <title>{catalogue.errors.title}</title>
        <main className="px-4">
          <PlainErrorView error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
