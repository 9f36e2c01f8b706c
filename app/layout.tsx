import type { Metadata, Viewport } from 'next';
import { Toaster } from '@/components/ui/sonner';
import { inter } from './fonts';
import './globals.css';
import { env } from '@/server/platform/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.appUrlSet || 'http://localhost:3000'),
  title: { default: 'Agência Digital | Sites, e-commerce e sistemas web', template: '%s | Agência Digital' },
  description:
    'Agência de desenvolvimento web: sites institucionais, e-commerce, landing pages, aplicações web, SEO e automação com chatbots.',
};

export const viewport: Viewport = { themeColor: '#3b3bd6', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="pt-BR" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
