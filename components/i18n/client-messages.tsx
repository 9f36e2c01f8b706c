import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages';

type Namespace = keyof typeof messages;

/**
 * Gives client components only the namespaces of the catalogue they use, so that a page does not ship
 * the whole product's text. `common` always comes along.
 */
export function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: React.ReactNode }) {
  const picked = Object.fromEntries(['common', ...namespaces].map((ns) => [ns, messages[ns as Namespace]]));
  return (
    <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
