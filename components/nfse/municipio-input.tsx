'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Input } from '@/components/ui/input';
import { municipioByCode, municipioLabel, searchMunicipios } from '@/lib/nfse/ibge';

/**
 * D227: the municipality chosen by name from the built-in IBGE list (every municipality), or typed as its 7-digit
 * code. The form keeps the code; the schema checks it (the list, else the state prefix and the check digit).
 */
export function MunicipioInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const t = useTranslations('nfseProfile');
  const listId = useId();
  const [query, setQuery] = useState(() => (value ? municipioLabel(value) : ''));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => (open ? searchMunicipios(query, 12) : []), [open, query]);
  const chosen = value ? municipioByCode(value) : null;

  const choose = (code: string) => {
    onChange(code);
    setQuery(municipioLabel(code));
    setOpen(false);
  };

  const type = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(0);
    const digits = text.trim();
    // A typed code is taken as it is; a name is taken only when chosen from the list.
    onChange(/^\d{7}$/.test(digits) ? digits : '');
  };

  return (
    <div className="relative grid gap-1">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${options[active].codigo}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={t('municipio.placeholder')}
        value={query}
        onChange={(e) => type(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (!open || options.length === 0) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((i) => Math.min(i + 1, options.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            choose(options[active].codigo);
          } else if (e.key === 'Escape') setOpen(false);
        }}
      />
      {open && query.trim().length >= 2 && (
        <ul
          id={listId}
          role="listbox"
          className="absolute top-full z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {options.length === 0 ? (
            <li className="px-2 py-1.5 text-muted-foreground">{t('municipio.none')}</li>
          ) : (
            options.map((option, index) => (
              <li
                key={option.codigo}
                id={`${listId}-${option.codigo}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer rounded px-2 py-1.5 ${index === active ? 'bg-accent' : ''}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option.codigo);
                }}
              >
                {option.nome}/{option.uf} <span className="text-muted-foreground tabular-nums">{option.codigo}</span>
              </li>
            ))
          )}
        </ul>
      )}
      {value && (
        <p className="text-xs text-muted-foreground">
          {chosen
            ? t('municipio.chosen', { nome: `${chosen.nome}/${chosen.uf} (${chosen.codigo})` })
            : t('municipio.unlisted', { codigo: value })}
        </p>
      )}
    </div>
  );
}
