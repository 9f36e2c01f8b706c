'use client';

import { Pencil } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { Button } from '@/components/ui/button';
import type { ClientRow } from '@/server/clients/queries';

// The form (dialog, react-hook-form, the zod schema) is fetched when asked for: most visits only read the page.
const loadDialog = () => import('../client-form-dialog');
const ClientFormDialog = dynamic(() => loadDialog().then((mod) => mod.ClientFormDialog), { ssr: false });

/** "Editar dados" on the client page: the Clientes tab's own dialog. */
export function EditClientButton({ client }: { client: ClientRow }) {
  const t = useTranslations('clientRecord.page');
  const { open, setOpen, wanted, trigger, returnFocus } = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="outline" size="sm" {...trigger}>
        <Pencil /> {t('edit')}
      </Button>
      {wanted && <ClientFormDialog open={open} onOpenChange={setOpen} client={client} returnFocus={returnFocus} />}
    </>
  );
}
