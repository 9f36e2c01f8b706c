'use client';

import { ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input, INPUT_CLASS } from '@/components/ui/input';
import { signerColour, SIGNER_ROLES } from '@/lib/signatures/signers';

export type DraftSigner = {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  role: (typeof SIGNER_ROLES)[number];
  userId: string | null;
};

export const emptySigner = (): DraftSigner => ({
  name: '',
  email: '',
  cpf: '',
  phone: '',
  role: 'parte',
  userId: null,
});

/** The ordered signers of a draft (D117), one card each with its colour (the colour of its fields). */
export function SignersEditor({
  signers,
  onChange,
  start = 1,
}: {
  signers: DraftSigner[];
  onChange: (next: DraftSigner[]) => void;
  /** The position of the first card: a contract's step lists the client apart, as signer 1 (D161). */
  start?: number;
}) {
  const t = useTranslations('signatures.signers');
  // With the first signer listed apart, every card here may go.
  const minimum = start === 1 ? 1 : 0;
  const set = (i: number, patch: Partial<DraftSigner>) =>
    onChange(signers.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {signers.map((s, i) => (
          <li
            key={i}
            className="grid gap-2 rounded-xl border border-l-4 p-3 sm:grid-cols-2"
            style={{ borderLeftColor: signerColour(i + start) }}
            data-testid="signer-row"
          >
            <p className="text-sm font-semibold sm:col-span-2">
              {i + start}. {s.name || t('add')}
            </p>
            <label className="grid gap-1 text-sm">
              {t('name')}
              <Input
                value={s.name}
                onChange={(e) => set(i, { name: e.target.value })}
                aria-label={`${t('name')} ${i + start}`}
              />
            </label>
            <label className="grid gap-1 text-sm">
              {t('email')}
              <Input
                type="email"
                value={s.email}
                onChange={(e) => set(i, { email: e.target.value })}
                aria-label={`${t('email')} ${i + start}`}
              />
            </label>
            <label className="grid gap-1 text-sm">
              {t('cpf')}
              <Input
                value={s.cpf}
                inputMode="numeric"
                onChange={(e) => set(i, { cpf: e.target.value })}
                aria-label={`${t('cpf')} ${i + start}`}
              />
            </label>
            <label className="grid gap-1 text-sm">
              {t('phone')}
              <Input
                type="tel"
                value={s.phone}
                onChange={(e) => set(i, { phone: e.target.value })}
                aria-label={`${t('phone')} ${i + start}`}
              />
            </label>
            <label className="grid gap-1 text-sm">
              {t('role')}
              <select
                className={INPUT_CLASS}
                value={s.role}
                onChange={(e) => set(i, { role: e.target.value as DraftSigner['role'] })}
                aria-label={`${t('role')} ${i + start}`}
              >
                {SIGNER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end justify-end gap-1">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={i === 0}
                onClick={() =>
                  onChange(signers.map((x, j) => (j === i - 1 ? signers[i] : j === i ? signers[i - 1] : x)))
                }
                aria-label={`${t('moveUp')} ${i + start}`}
              >
                <ArrowUp /> {t('moveUp')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onChange(signers.filter((_, j) => j !== i))}
                disabled={signers.length === minimum}
              >
                <Trash2 /> {t('remove')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" onClick={() => onChange([...signers, emptySigner()])}>
        <Plus /> {t('add')}
      </Button>
    </div>
  );
}
