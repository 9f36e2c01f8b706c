'use client';

import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type TAgenciaForm, ZAgenciaForm } from '@/lib/settings/agencia';
import { saveAgencyProfile } from '@/server/agency/actions';

type Key = keyof TAgenciaForm;
type Values = Record<Key, string>;

const SECTIONS: Array<{ key: string; fields: Array<{ name: Key; wide?: boolean; type?: string; hint?: boolean }> }> = [
  {
    key: 'identity',
    fields: [{ name: 'nomeFantasia' }, { name: 'razaoSocial' }, { name: 'corMarca', type: 'color' }],
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

/** /configuracoes/agencia: the profile, checked in the browser and again by its action with the same schema. */
export function AgencyProfileForm({ initial }: { initial: Values }) {
  const t = useTranslations('agencyProfile');
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [isSaving, startSaving] = useTransition();

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
    startSaving(async () => {
      const result = await saveAgencyProfile(values);
      if (!result.ok) {
        setErrors((result.fieldErrors ?? {}) as Partial<Record<Key, string>>);
        toast.error(t('errors.salvar'), { description: result.error });
        return;
      }
      toast.success(t('saved'));
      router.refresh();
    });
  };

  return (
    <form onSubmit={save} className="grid gap-6" noValidate>
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
                aria-invalid={!!errors[name]}
                aria-describedby={errors[name] ? `ag-${name}-erro` : hint ? `ag-${name}-dica` : undefined}
                onChange={(e) => setValues((old) => ({ ...old, [name]: e.target.value }))}
              />
              {hint && !errors[name] && (
                <p id={`ag-${name}-dica`} className="text-xs text-muted-foreground">
                  {t(`hints.${name}`)}
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
      <Button type="submit" disabled={isSaving} className="w-fit">
        {isSaving ? <Loader2 className="animate-spin" /> : <Save />} {isSaving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
