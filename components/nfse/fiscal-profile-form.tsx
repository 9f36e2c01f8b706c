'use client';

import { Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { NativeSelect } from '@/components/projects/forms/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  AMBIENTES,
  EMITIR_QUANDO,
  OP_SIMP_NAC,
  REG_AP_TRIB_SN,
  type TFiscalProfileForm,
  ZFiscalProfileForm,
} from '@/lib/nfse/fiscal-profile';
import { saveFiscalProfile } from '@/server/nfse/actions';
import { MunicipioInput } from './municipio-input';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { differs, useLeaveGuard } from '@/components/forms/use-leave-guard';

type Key = keyof TFiscalProfileForm;
type Values = Record<Key, string>;
type Field = { name: Key; wide?: boolean; hint?: boolean; kind?: 'text' | 'municipio' | 'textarea' | 'select' };

const SELECT_OPTIONS: Partial<Record<Key, { values: readonly string[]; labels: string }>> = {
  opSimpNac: { values: OP_SIMP_NAC, labels: 'regimes' },
  regApTribSn: { values: REG_AP_TRIB_SN, labels: 'apuracoes' },
  ambiente: { values: AMBIENTES, labels: 'ambientes' },
  emitirQuando: { values: EMITIR_QUANDO, labels: 'emitirOpcoes' },
};

const SECTIONS: Array<{ key: string; fields: Field[] }> = [
  {
    key: 'registration',
    fields: [
      { name: 'inscricaoMunicipal', hint: true },
      { name: 'municipioIbge', kind: 'municipio', hint: true },
    ],
  },
  {
    key: 'regime',
    fields: [
      { name: 'opSimpNac', kind: 'select' },
      { name: 'regApTribSn', kind: 'select' },
    ],
  },
  {
    key: 'service',
    fields: [
      { name: 'cTribNac', hint: true },
      { name: 'cTribMun', hint: true },
      { name: 'aliquotaIss', hint: true },
      { name: 'descricaoModelo', kind: 'textarea', wide: true, hint: true },
    ],
  },
  {
    key: 'numbering',
    fields: [
      { name: 'serie', hint: true },
      { name: 'proximoNumero', hint: true },
    ],
  },
  {
    key: 'issuing',
    fields: [
      { name: 'ambiente', kind: 'select', hint: true },
      { name: 'emitirQuando', kind: 'select' },
    ],
  },
];

/**
 * /configuracoes/fiscal: the fiscal profile (D226), checked in the browser and again by its action with the same
 * schema. Changing the environment asks for the password (or the authenticator's code) before saving (D230).
 */
export function FiscalProfileForm({ initial, usesTotp }: { initial: Values; usesTotp: boolean }) {
  const t = useTranslations('nfseProfile');
  const te = useTranslations('nfseErrors');
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [confirmacao, setConfirmacao] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [isSaving, startSaving] = useTransition();
  // D268: leaving with typed work not saved asks first; a save makes what was typed the saved state.
  useLeaveGuard(differs(values, saved));
  const ambienteChanged = values.ambiente !== saved.ambiente;
  const set = (name: Key, value: string) => setValues((old) => ({ ...old, [name]: value }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZFiscalProfileForm.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Key] ??= issue.message;
      setErrors(found);
      document.getElementById(`nf-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    if (ambienteChanged && !confirmacao.trim()) {
      setConfirmError(te(usesTotp ? 'confirmacaoCodigo' : 'confirmacaoSenha'));
      document.getElementById('nf-confirmacao')?.focus();
      return;
    }
    setConfirmError(undefined);
    startSaving(async () => {
      const result = await saveFiscalProfile(ambienteChanged ? { ...values, confirmacao } : values);
      setConfirmacao('');
      if (!result.ok) {
        setErrors((result.fieldErrors ?? {}) as Partial<Record<Key, string>>);
        if (ambienteChanged) setConfirmError(result.error);
        toast.error(te('salvar'), { description: result.error });
        return;
      }
      setSaved(values);
      toast.success(t('saved'));
      router.refresh();
    });
  };

  const control = ({ name, kind, hint }: Field) => {
    const describedBy = errors[name] ? `nf-${name}-erro` : hint ? `nf-${name}-dica` : undefined;
    const common = { id: `nf-${name}`, name, 'aria-invalid': !!errors[name], 'aria-describedby': describedBy };
    if (kind === 'municipio')
      return (
        <MunicipioInput
          id={common.id}
          value={values[name]}
          onChange={(code) => set(name, code)}
          invalid={!!errors[name]}
          describedBy={describedBy}
        />
      );
    if (kind === 'textarea')
      return <Textarea {...common} rows={3} value={values[name]} onChange={(e) => set(name, e.target.value)} />;
    const options = SELECT_OPTIONS[name];
    if (kind === 'select' && options)
      return (
        <NativeSelect {...common} value={values[name]} onChange={(e) => set(name, e.target.value)}>
          {options.values.map((value) => (
            <option key={value} value={value}>
              {t(`${options.labels}.${value}`)}
            </option>
          ))}
        </NativeSelect>
      );
    return <Input {...common} value={values[name]} onChange={(e) => set(name, e.target.value)} />;
  };

  return (
    <form onSubmit={save} className="grid gap-6" noValidate>
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      {SECTIONS.map((section) => (
        <fieldset key={section.key} className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:grid-cols-2">
          <legend className="float-left mb-1 w-full font-semibold sm:col-span-2">{t(`sections.${section.key}`)}</legend>
          {section.fields
            .filter((field) => field.name !== 'regApTribSn' || values.opSimpNac === '3')
            .map((field) => (
              <div key={field.name} className={`grid content-start gap-1.5 ${field.wide ? 'sm:col-span-2' : ''}`}>
                <Label htmlFor={`nf-${field.name}`}>{t(`fields.${field.name}`)}</Label>
                {control(field)}
                {field.hint && !errors[field.name] && (
                  <p id={`nf-${field.name}-dica`} className="text-xs text-muted-foreground">
                    {t(`hints.${field.name}`)}
                  </p>
                )}
                {errors[field.name] && (
                  <p id={`nf-${field.name}-erro`} role="alert" className="text-sm font-medium text-destructive">
                    {errors[field.name]}
                  </p>
                )}
              </div>
            ))}
        </fieldset>
      ))}
      {ambienteChanged && (
        <fieldset
          className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/40"
          data-testid="confirmar-identidade"
        >
          <legend className="float-left w-full font-semibold">{t('confirm.title')}</legend>
          <p className="text-sm">{t(usesTotp ? 'confirm.textTotp' : 'confirm.text')}</p>
          <ConfirmField
            id="nf-confirmacao"
            usesTotp={usesTotp}
            value={confirmacao}
            onChange={setConfirmacao}
            error={confirmError}
          />
        </fieldset>
      )}
      <Button type="submit" disabled={isSaving} className="w-fit">
        {isSaving ? <Loader2 className="animate-spin" /> : <Save />} {isSaving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

/** The password (or the authenticator's code) asked again before a change of the agency's fiscal identity (D230). */
export function ConfirmField({
  id,
  usesTotp,
  value,
  onChange,
  error,
}: {
  id: string;
  usesTotp: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useTranslations('nfseProfile');
  return (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor={id}>{t(usesTotp ? 'confirm.code' : 'confirm.password')}</Label>
      <Input
        id={id}
        name="confirmacao"
        type={usesTotp ? 'text' : 'password'}
        inputMode={usesTotp ? 'numeric' : undefined}
        autoComplete={usesTotp ? 'one-time-code' : 'current-password'}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-erro`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
