import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { safeFrom } from '@/lib/routes';
import { getSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Entrar', robots: { index: false } };

/** Document 000 §2.4: a signed-in visitor goes straight to where they came from (or /clientes). */
export default async function AuthPage({ searchParams }: { searchParams: Promise<{ from?: string | string[] }> }) {
  const { from } = await searchParams;
  const destination = safeFrom(Array.isArray(from) ? from[0] : from);
  if (await getSession()) redirect(destination);
  return (
    <ClientMessages namespaces={['auth', 'authExtra']}>
      <SignInForm from={destination} />
    </ClientMessages>
  );
}
