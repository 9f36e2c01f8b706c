import { fontStack, rendererFor } from '@/lib/landing-pages/rules';
import { cn } from '@/lib/utils';
import { BaratoPage } from './barato-page';
import { ProfessionalPage } from './professional-page';
import { SimplePage } from './simple-page';
import type { LandingViewProps } from './types';
import { WhatsappButton } from './whatsapp-button';
import './landing-fonts.css';

/**
 * Document 001 §2.15: one of three renderers by template, in the page's colours and font, with the
 * floating WhatsApp button. Layout follows the container's width (not the window's), so that the
 * editor's preview shows the phone and desktop variants at their real widths.
 */
export function LandingView(props: LandingViewProps) {
  const { page, ctaFallback, texts, isPreview } = props;
  const renderer = rendererFor(page.templateUsado);
  const style = { '--lp-primary': page.corPrimaria, '--lp-secondary': page.corSecundaria, fontFamily: fontStack(page.fonte) } as React.CSSProperties;
  return (
    <div className={cn('@container relative min-h-full bg-white text-slate-900 antialiased', !isPreview && 'min-h-dvh')} style={style} data-renderer={renderer}>
      {renderer === 'profissional' ? <ProfessionalPage {...props} /> : renderer === 'barato' ? <BaratoPage {...props} /> : <SimplePage {...props} />}
      <footer className="render-later border-t border-slate-200 bg-slate-50 px-5 py-8 text-center text-sm text-slate-600 [--render-later-h:8rem]">
        <p className="font-semibold text-slate-900">{page.nome}</p>
        <p className="mt-1">{texts.rights}</p>
      </footer>
      {!isPreview && <WhatsappButton href={ctaFallback} label={texts.whatsapp} />}
    </div>
  );
}
