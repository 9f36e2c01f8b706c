'use client';

import { Plus, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

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
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          className="pl-9"
          maxLength={100}
          aria-busy={isSearching}
        />
      </div>
      <Button onClick={onNew}>
        <Plus /> {t('new')}
      </Button>
    </div>
  );
}
