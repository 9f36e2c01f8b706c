'use client';

import { Link2, Link2Off, Loader2, UserPlus } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { searchClients } from '@/server/clients/actions';
import type { PickedClient } from '@/server/clients/link';
import { ClientFormDialog } from './client-form-dialog';

export type { PickedClient };

type Option = { kind: 'client'; client: PickedClient } | { kind: 'name'; nome: string } | { kind: 'create' };

type Props = {
  /** The id of the text input, so that the form's label names it. */
  id: string;
  /** The client name text the document keeps and its screens show. */
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen client of the registry, or null when the text is not linked. */
  clienteId: string | null;
  onSelect: (client: PickedClient | null) => void;
  /** Names to offer besides the registry (the charge form's names from proposals, document 001 §2.6). */
  suggestions?: string[];
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The client already linked when the form opens (its name for the "linked" line). */
  initialClient?: { id: string; nome: string } | null;
};

const DEBOUNCE_MS = 250;

/**
 * One client field for every document form (D51): a combobox over the registry (name, e-mail,
 * CPF/CNPJ, searched on the server), keyboard operable (arrows, Enter, Escape), that fills the form's client
 * name text and its `clienteId`, and offers "Cadastrar novo cliente" in a dialog without leaving the form.
 * Typing after a choice unlinks it: the text alone is then saved, as before the registry.
 */
export function ClientPicker({
  id,
  text,
  onTextChange,
  clienteId,
  onSelect,
  suggestions = [],
  placeholder,
  invalid,
  describedBy,
  initialClient,
}: Props) {
  const t = useTranslations('clientRecord.picker');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [results, setResults] = useState<PickedClient[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  const [linkedName, setLinkedName] = useState<string | null>(
    initialClient && initialClient.id === clienteId ? initialClient.nome : null,
  );
  const request = useRef(0);

  useEffect(() => {
    if (!open) return;
    const mine = ++request.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      const result = await searchClients({ q: text.slice(0, 100) }).catch(() => null);
      if (mine !== request.current) return;
      setLoading(false);
      setFailed(!result?.ok);
      setResults(result?.ok ? result.data : []);
      setActive(0);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, text]);

  const typed = text.trim().toLowerCase();
  const names = suggestions
    .filter((nome) => (typed ? nome.toLowerCase().includes(typed) : true))
    .filter((nome) => !results.some((client) => client.nome.toLowerCase() === nome.toLowerCase()))
    .slice(0, 5);
  const options: Option[] = [
    ...results.map((client) => ({ kind: 'client' as const, client })),
    ...names.map((nome) => ({ kind: 'name' as const, nome })),
    { kind: 'create' as const },
  ];

  const choose = (option: Option | undefined) => {
    if (!option) return;
    setOpen(false);
    if (option.kind === 'create') {
      setCreating(true);
    } else if (option.kind === 'name') {
      onTextChange(option.nome);
      onSelect(null);
      setLinkedName(null);
    } else {
      onTextChange(option.client.nome);
      onSelect(option.client);
      setLinkedName(option.client.nome);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      // Enter picks the highlighted option instead of submitting the document's form.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="grid gap-1.5">
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? optionId(active) : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder ?? t('placeholder')}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (clienteId) {
              onSelect(null);
              setLinkedName(null);
            }
            setOpen(true);
          }}
          // Not on focus: a dialog focuses its first field on opening, and an open list would cover the
          // dialog's own buttons. Typing, a click or ArrowDown opens it (the ARIA combobox pattern).
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {loading && open && (
          <Loader2 aria-hidden className="absolute top-3 right-3 size-4 animate-spin text-muted-foreground" />
        )}
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('label')}
            className="absolute top-full right-0 left-0 z-50 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
            // Keep the input focused while the mouse picks an option.
            onMouseDown={(event) => event.preventDefault()}
          >
            {failed && <li className="px-3 py-2 text-destructive">{t('searchError')}</li>}
            {!failed && !loading && results.length === 0 && names.length === 0 && (
              <li className="px-3 py-2 text-muted-foreground">{t('noResults')}</li>
            )}
            {options.map((option, index) => (
              <li
                key={
                  option.kind === 'client'
                    ? option.client.id
                    : option.kind === 'name'
                      ? `name-${option.nome}`
                      : 'create'
                }
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'cursor-pointer rounded-sm px-3 py-2',
                  index === active && 'bg-accent text-accent-foreground',
                  option.kind === 'create' && 'mt-1 border-t font-medium text-primary',
                )}
              >
                {option.kind === 'client' ? (
                  <>
                    <span className="block font-medium">{option.client.nome}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[option.client.email, option.client.documento].filter(Boolean).join(' · ')}
                    </span>
                  </>
                ) : option.kind === 'name' ? (
                  <>
                    <span className="block">{option.nome}</span>
                    <span className="block text-xs text-muted-foreground">{t('usedNames')}</span>
                  </>
                ) : (
                  <span className="flex items-center gap-2">
                    <UserPlus aria-hidden className="size-4" />
                    {text.trim() ? t('createNamed', { nome: text.trim() }) : t('create')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {clienteId ? (
        <p
          className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground"
          data-testid="client-picker-linked"
        >
          <Link2 aria-hidden className="size-3.5 text-green-700" />
          <span>{t('linked', { nome: linkedName ?? text })}</span>
          <button
            type="button"
            className="underline underline-offset-2 hover:text-foreground"
            onClick={() => {
              onSelect(null);
              setLinkedName(null);
            }}
          >
            {t('unlink')}
          </button>
        </p>
      ) : (
        text.trim() !== '' && (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Link2Off aria-hidden className="size-3.5" /> {t('notLinked')}
          </p>
        )
      )}
      <ClientFormDialog
        open={creating}
        onOpenChange={setCreating}
        client={null}
        initialName={text.trim()}
        onSaved={(client) => {
          onTextChange(client.nome);
          onSelect(client);
          setLinkedName(client.nome);
        }}
      />
    </div>
  );
}
