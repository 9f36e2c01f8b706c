'use client';

import { Pencil } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ClientRow } from '@/server/clients/queries';
import { ClientFormDialog } from '../client-form-dialog';

/** "Editar dados" on the client page: the Clientes tab's own dialog. */
export function EditClientButton({ client }: { client: ClientRow }) {
  const t = useTranslations('clientRecord.page');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Pencil /> {t('edit')}
      </Button>
      <ClientFormDialog open={open} onOpenChange={setOpen} client={client} />
    </>
  );
}
