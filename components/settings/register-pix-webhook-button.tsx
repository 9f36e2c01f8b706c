'use client';

import { RefreshCw } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { registerPixWebhook } from '@/server/pix/webhook-actions';

/** The Pix card's "Registrar webhook no banco" (admins): its texts come from the page, already translated. */
export function RegisterPixWebhookButton({ labels }: { labels: { button: string; sending: string; done: string } }) {
  const [busy, start] = useTransition();
  const register = () =>
    start(async () => {
      const result = await registerPixWebhook({});
      if (!result.ok) return void toast.error(result.error);
      toast.success(labels.done);
    });
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={register} className="justify-self-start">
      <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden /> {busy ? labels.sending : labels.button}
    </Button>
  );
}
