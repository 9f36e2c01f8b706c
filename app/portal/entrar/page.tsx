import type { Metadata } from 'next';
import { PortalEnterForm } from '@/components/portal/portal-enter-form';

// The address carries the sign-in token: no request this page makes (fonts, scripts, a link followed) names it.
// next.config.ts sends the same policy as a header, for the document request itself.
export const metadata: Metadata = { referrer: 'no-referrer' };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /portal/entrar?token=…: the link from the e-mail or from staff (D75). */
export default async function PortalEnterPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <PortalEnterForm token={typeof token === 'string' ? token : ''} />;
}
