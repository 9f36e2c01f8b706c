import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { safeFrom } from '@/lib/routes';
import { getSession } from '@/server/auth/session';
import { getPortalClient } from '@/server/portal/session';

export const metadata: Metadata = { title: 'Entrar', robots: { index: false } };

/** Document 000 §2.4: a signed-in visitor goes straight to where they came from (or /clientes). */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const { from } = await searchParams;
  const destination = safeFrom(Array.isArray(from) ? from[0] : from);
  if (await getSession()) redirect(destination);
  // D269: a visitor bound for the portal goes there (it has its own e-mail sign-in); so does a client already signed
  // in to the portal (from a portal e-mail or link) who opens "Área de Clientes". A staff page that sent its reader
  // here names itself in `from`, and then the staff form shows whatever portal session the browser holds.
  if (destination === '/portal' || destination.startsWith('/portal/')) redirect(destination);
  if (!from && (await getPortalClient())) redirect('/portal');
  return (
    <ClientMessages namespaces={['auth', 'authExtra']}>
      <SignInForm from={destination} />
    </ClientMessages>
  );
}
