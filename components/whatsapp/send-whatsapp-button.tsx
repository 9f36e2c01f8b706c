'use client';

import { Loader2, MessageCircle } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import type { TSendByWhatsApp } from '@/lib/validation/whatsapp';
import { openLinkTab, showLink } from '@/lib/whatsapp/link-tab';
import { sendByWhatsApp } from '@/server/whatsapp/link-actions';

/**
 * "Enviar por WhatsApp" (D22): asks the server for the wa.me address (the text from the settings, the client's
 * mobile, the send written on the timeline) and opens it. The tab is opened on the click itself, before the
 * answer, because a browser blocks a window opened later; it is closed again when the server refuses. A blocked tab
 * asks nothing of the server (lib/whatsapp/link-tab.ts, D207).
 */
export function SendWhatsAppButton({
  kind,
  id,
  className,
  variant = 'outline',
  size,
  label,
}: TSendByWhatsApp & {
  className?: string;
  variant?: 'outline' | 'default' | 'secondary' | 'ghost';
  size?: 'sm';
  /** The document's name, for screen readers where several rows each have the button. */
  label?: string;
}) {
  const t = useTranslations('whatsapp.link');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const onClick = () => {
    // D207: a blocked window sends nothing, so the server is not asked and nothing goes on the timeline.
    const opened = openLinkTab((url, target) => window.open(url, target));
    if (!opened.ok) {
      toast.error(opened.message);
      return;
    }
    startTransition(async () => {
      const result = await sendByWhatsApp({ kind, id });
      if (!result.ok) {
        opened.tab.close();
        toast.error(t('erro'), { description: result.error });
        return;
      }
      showLink(opened.tab, result.data.url);
      toast.success(t('ok'), { description: t('okTexto') });
      router.refresh();
    });
  };
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={onClick}
      disabled={isPending}
      aria-label={label ? `${t('botao')}: ${label}` : undefined}
      data-testid={`whatsapp-${kind}`}
    >
      {isPending ? <Loader2 className="animate-spin" /> : <MessageCircle />}
      {isPending ? t('abrindo') : t('botao')}
    </Button>
  );
}
