'use client';

import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { type ContractField, fieldLabel, isMultilineField } from '@/lib/contracts/fields';
import { cn } from '@/lib/utils';

/**
 * One "Campo {n}" input of Editar Campos (document 001 §2.2). It becomes a 5-row box when the value
 * passes 50 characters or the placeholder mentions "descrição", and stays one (switching back and forth
 * while typing would be jarring); the caret follows into the box.
 */
export function FieldInput({ field, onChange }: { field: ContractField; onChange: (value: string) => void }) {
  const rule = isMultilineField(field);
  const [multiline, setMultiline] = useState(rule);
  const box = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  if (rule && !multiline) setMultiline(true);

  useEffect(() => {
    if (multiline && hadFocus.current && box.current) {
      const end = box.current.value.length;
      box.current.focus();
      box.current.setSelectionRange(end, end);
      hadFocus.current = false;
    }
  }, [multiline]);

  const id = `cf-${field.id}`;
  const label = fieldLabel(field);
  return (
    <div className={cn('grid gap-1.5', multiline && 'md:col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          ref={box}
          id={id}
          rows={5}
          className="field-sizing-fixed"
          value={field.value}
          placeholder={field.originalPlaceholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          id={id}
          value={field.value}
          placeholder={field.originalPlaceholder}
          onChange={(e) => {
            hadFocus.current = document.activeElement === e.target;
            onChange(e.target.value);
          }}
        />
      )}
    </div>
  );
}
