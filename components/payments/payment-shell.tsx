import { IntentLink as Link } from '@/components/common/intent-link';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getAgency } from '@/server/agency/profile';

/** The frame of the public payment pages: the agency's name, the page, the footer (as /p/{slug}). */
export async function PaymentShell({ children, width = 'max-w-3xl' }: { children: React.ReactNode; width?: string }) {
  const agency = await getAgency();
  return (
    <ClientMessages namespaces={['payments']}>
      <div className="min-h-dvh bg-gradient-to-b from-accent/60 to-background">
        <header className="border-b bg-card/80 backdrop-blur">
          <div className={`mx-auto flex h-14 ${width} items-center justify-between px-4`}>
            <Link href="/" className="font-semibold">
              {agency.name}
            </Link>
          </div>
        </header>
        <main className={`mx-auto grid ${width} grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8`}>{children}</main>
        <footer className="py-8 text-center text-xs text-muted-foreground">
          © {new Date().getFullYear()} {agency.name}. Todos os direitos reservados.
        </footer>
      </div>
    </ClientMessages>
  );
}
