'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/forms/search-input';

/** Search "Buscar projetos ou clientes..." and "Novo Projeto" (document 000 §2.6). */
export function BoardToolbar({
  query,
  onQuery,
  onNew,
  isSearching,
}: {
  query: string;
  onQuery: (value: string) => void;
  onNew: () => void;
  isSearching: boolean;
}) {
  const t = useTranslations('projects');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput value={query} onChange={onQuery} placeholder={t('searchPlaceholder')} busy={isSearching} />
      <Button onClick={onNew}>
        <Plus /> {t('new')}
      </Button>
    </div>
  );
}
