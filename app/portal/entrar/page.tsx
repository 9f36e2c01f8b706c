import { PortalEnterForm } from '@/components/portal/portal-enter-form';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** /portal/entrar?token=…: the link from the e-mail or from staff (D75). */
export default async function PortalEnterPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <PortalEnterForm token={typeof token === 'string' ? token : ''} />;
}
