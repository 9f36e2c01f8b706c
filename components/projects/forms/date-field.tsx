'use client';

import { format, parseISO } from 'date-fns';
import { CalendarIcon, X } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDay } from '@/lib/projects/badges';
import { isDay } from '@/lib/projects/dates';
import { cn } from '@/lib/utils';

/**
 * A calendar picker shown as dd/MM/yyyy with the placeholder "Selecionar data" (document 000 §2.6).
 * Its value is the calendar day as yyyy-MM-dd, or "" when none.
 */
export function DateField({
  id,
  value,
  onChange,
  invalid,
  className,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  className?: string;
}) {
  const t = useTranslations('projects');
  const [open, setOpen] = useState(false);
  const selected = isDay(value) ? parseISO(value) : undefined;

  return (
    <div className={cn('relative', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            id={id}
            type="button"
            variant="outline"
            aria-invalid={invalid || undefined}
            className={cn(
              'w-full min-w-0 justify-start overflow-hidden bg-card pr-9 text-left font-normal',
              !selected && 'text-muted-foreground',
            )}
          >
            <CalendarIcon className="text-muted-foreground" />
            {selected ? formatDay(value) : t('placeholders.date')}
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-auto p-0" align="start">
          <Calendar
            mode="single"
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              onChange(day ? format(day, 'yyyy-MM-dd') : '');
              setOpen(false);
            }}
            autoFocus
          />
        </PopoverContent>
      </Popover>
      {selected && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('date.clear')}
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-3.5" />
        </button>
      )}
    </div>
  );
}
