'use client';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { differs, useLeaveGuard } from '@/components/forms/use-leave-guard';
import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { contrastOnWhite, formatRatio, isHexColor } from '@/lib/brand/color';
import { type TAgenciaForm, ZAgenciaForm } from '@/lib/settings/agencia';
import { PROTECTED_FIELDS, type ProtectedField } from '@/lib/settings/protected-fields';
import { saveAgencyProfile } from '@/server/agency/actions';

type Key = keyof TAgenciaForm;
type Values = Record<Key, string>;

const SECTIONS: Array<{ key: string; fields: Array<{ name: Key; wide?: boolean; type?: string; hint?: boolean }> }> = [
  {
    key: 'identity',
    fields: [{ name: 'nomeFantasia' }, { name: 'razaoSocial' }, { name: 'corMarca', type: 'color', hint: true }],
  },
  {
    key: 'legal',
    fields: [
      { name: 'cnpj' },
      { name: 'inscricaoMunicipal' },
      { name: 'endereco', wide: true },
      { name: 'cidade' },
      { name: 'uf' },
      { name: 'cep' },
      { name: 'cidadeForo', hint: true },
    ],
  },
  {
    key: 'representative',
    fields: [
      { name: 'representanteNome' },
      { name: 'representanteCpf' },
      { name: 'representanteEmail', type: 'email' },
    ],
  },
  {
    key: 'contacts',
    fields: [
      { name: 'email', type: 'email' },
      { name: 'telefone', type: 'tel' },
      { name: 'whatsapp', type: 'tel', hint: true },
      { name: 'horario' },
    ],
  },
  {
    key: 'pix',
    fields: [{ name: 'pixChave', wide: true, hint: true }, { name: 'pixBeneficiario' }, { name: 'pixCidade' }],
  },
];

const isProtected = (name: Key): name is ProtectedField => (PROTECTED_FIELDS as readonly string[]).includes(name);

/**
 * /configuracoes/agencia: the profile, checked in the browser and again by its action with the same schema. The
 * protected fields (D180) are read-only for admins; when the owner changes one, the form asks for the password (or
 * the authenticator's code, D181) before saving. The action decides either way.
 */
export function AgencyProfileForm({
  initial,
  owner,
  usesTotp,
}: {
  initial: Values;
  /** The signed-in person is an owner: may change the protected fields. */
  owner: boolean;
  /** The owner has two-factor on: the authenticator's code is asked instead of the password. */
  usesTotp: boolean;
}) {
  const t = useTranslations('agencyProfile');
  const tp = useTranslations('protectedChanges');
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  // D268: leaving with typed work not saved asks first; a save makes what was typed the saved state.
  useLeaveGuard(differs(values, saved));
  const [confirmacao, setConfirmacao] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [isSaving, startSaving] = useTransition();
  const protectedChanged = PROTECTED_FIELDS.some((name) => values[name].trim() !== saved[name].trim());

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZAgenciaForm.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      document.getElementById(`ag-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    if (protectedChanged && !confirmacao.trim()) {
      setConfirmError(tp(usesTotp ? 'errors.codeRequired' : 'errors.passwordRequired'));
      document.getElementById('ag-confirmacao')?.focus();
      return;
    }
    setConfirmError(undefined);
    startSaving(async () => {
      const result = await saveAgencyProfile(protectedChanged ? { ...values, confirmacao } : values);
      setConfirmacao('');
      if (!result.ok) {
        setErrors((result.fieldErrors ?? {}) as Partial<Record<Key, string>>);
        if (protectedChanged) setConfirmError(result.error);
        toast.error(t('errors.salvar'), { description: result.error });
        return;
      }
      setSaved(values);
      toast.success(t('saved'));
      router.refresh();
    });
  };

  return (
    <form onSubmit={save} className="grid gap-6" noValidate>
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2">
          <legend className="float-left mb-1 w-full font-semibold sm:col-span-2">{t(`sections.${section.key}`)}</legend>
          {section.fields.map(({ name, wide, type, hint }) => (
            <div key={name} className={`grid content-start gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
              <Label htmlFor={`ag-${name}`}>{t(`fields.${name}`)}</Label>
              <Input
                id={`ag-${name}`}
                name={name}
                type={type ?? 'text'}
                className={type === 'color' ? 'h-10 w-20 p-1' : undefined}
                value={values[name]}
                readOnly={!owner && isProtected(name)}
                aria-invalid={!!errors[name]}
                aria-describedby={errors[name] ? `ag-${name}-erro` : hint ? `ag-${name}-dica` : undefined}
                onChange={(e) => setValues((old) => ({ ...old, [name]: e.target.value }))}
              />
              {!owner && isProtected(name) && (
                <p className="text-xs text-muted-foreground">{tp('confirm.ownerOnly')}</p>
              )}
              {hint && !errors[name] && (
                <p id={`ag-${name}-dica`} className="text-xs text-muted-foreground">
                  {name === 'corMarca'
                    ? t('hints.corMarca', {
                        ratio: isHexColor(values.corMarca) ? formatRatio(contrastOnWhite(values.corMarca)) : '—',
                      })
                    : t(`hints.${name}`)}
                </p>
              )}
              {errors[name] && (
                <p id={`ag-${name}-erro`} role="alert" className="text-sm font-medium text-destructive">
                  {errors[name]}
                </p>
              )}
            </div>
          ))}
        </fieldset>
      ))}
      {protectedChanged && (
        <fieldset
          className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
          data-testid="confirmar-identidade"
        >
          <legend className="float-left w-full font-semibold">{tp('confirm.title')}</legend>
          <p className="text-sm">{tp(usesTotp ? 'confirm.textTotp' : 'confirm.text')}</p>
          <div className="grid max-w-sm gap-1.5">
            <Label htmlFor="ag-confirmacao">{tp(usesTotp ? 'confirm.code' : 'confirm.password')}</Label>
            <Input
              id="ag-confirmacao"
              name="confirmacao"
              type={usesTotp ? 'text' : 'password'}
              inputMode={usesTotp ? 'numeric' : undefined}
              autoComplete={usesTotp ? 'one-time-code' : 'current-password'}
              value={confirmacao}
              aria-invalid={!!confirmError}
              aria-describedby={confirmError ? 'ag-confirmacao-erro' : undefined}
              onChange={(e) => setConfirmacao(e.target.value)}
            />
            {confirmError && (
              <p id="ag-confirmacao-erro" role="alert" className="text-sm font-medium text-destructive">
                {confirmError}
              </p>
            )}
          </div>
        </fieldset>
      )}
      <Button type="submit" disabled={isSaving} className="w-fit">
        {isSaving ? <Loader2 className="animate-spin" /> : <Save />} {isSaving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
