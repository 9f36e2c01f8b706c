'use client';

import { Loader2, Pencil, Plus, Send, UserCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import type { SigningPerson } from '@/lib/clients/signing-person';
import { signerColour } from '@/lib/signatures/signers';
import { saveClientSigningPerson } from '@/server/clients/actions';
import { sendContractSignature } from '@/server/signatures/send/contract-send-actions';
import type { ContractSignersStep } from '@/server/signatures/send/send-contract';
import { emptySigner, SignersEditor, type DraftSigner } from '../signers/signers-editor';

const PERSON_FIELDS = [
  { name: 'assinanteNome', type: 'text', inputMode: undefined },
  { name: 'assinanteCpf', type: 'text', inputMode: 'numeric' },
  { name: 'assinanteEmail', type: 'email', inputMode: 'email' },
  { name: 'assinanteCelular', type: 'tel', inputMode: 'tel' },
] as const;
type PersonField = (typeof PERSON_FIELDS)[number]['name'];

const draftOf = (s: ContractSignersStep['others'][number]): DraftSigner => ({
  name: s.name,
  email: s.email,
  cpf: s.cpf ?? '',
  phone: s.phone ?? '',
  role: s.role,
  userId: null,
});

/**
 * The contract's "Enviar para assinatura" step (D161): signer 1 is the client's signing person, from the client's
 * record (asked for here, and saved there, when missing); then the agency's representative and any witnesses, in
 * order. Sending goes through the signers' path: each one gets their own link, in turn.
 */
export function ContractSignersDialog({
  step,
  linkDays,
  onOpenChange,
}: {
  step: ContractSignersStep | null;
  linkDays: number;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={Boolean(step)} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {step && <StepForm key={step.id} step={step} linkDays={linkDays} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StepForm({ step, linkDays, onDone }: { step: ContractSignersStep; linkDays: number; onDone: () => void }) {
  const t = useTranslations('signatures.contract');
  const ts = useTranslations('signatures.signers');
  const tc = useTranslations('common');
  const router = useRouter();
  const [person, setPerson] = useState<SigningPerson | null>(step.person);
  const [editing, setEditing] = useState(!step.person);
  const [others, setOthers] = useState<DraftSigner[]>(step.others.map(draftOf));
  const [error, setError] = useState<string | null>(null);
  const [isSending, startSending] = useTransition();

  const send = () =>
    startSending(async () => {
      setError(null);
      const result = await sendContractSignature({ id: step.id, others });
      if (!result.ok) return setError(result.error);
      toast.success(ts('sent'));
      onDone();
      router.refresh();
    });

  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('button')}</DialogTitle>
        <DialogDescription>{t('stepDescription', { name: step.name, days: linkDays })}</DialogDescription>
      </DialogHeader>
      <section
        className="grid gap-2 rounded-xl border border-l-4 p-3"
        style={{ borderLeftColor: signerColour(1) }}
        data-testid="contract-client-signer"
        aria-label={t('clientSigner', { cliente: step.cliente })}
      >
        <p className="text-sm font-semibold">1. {person?.nome ?? t('personTitle', { cliente: step.cliente })}</p>
        <p className="text-xs text-muted-foreground">{t('clientSigner', { cliente: step.cliente })}</p>
        {editing && step.clienteId ? (
          <PersonForm
            clienteId={step.clienteId}
            person={person}
            onSaved={(saved) => {
              setPerson(saved);
              setEditing(false);
            }}
            onCancel={person ? () => setEditing(false) : undefined}
          />
        ) : person ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">
              {[person.cpf, person.email, person.celular].filter(Boolean).join(' · ')}
            </p>
            {step.clienteId && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
                <Pencil /> {t('personEdit')}
              </Button>
            )}
          </div>
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {t('noClient')}
          </p>
        )}
      </section>
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('others')}</p>
        {others.length === 0 && <p className="text-sm text-muted-foreground">{t('noRepresentative')}</p>}
        <SignersEditor signers={others} onChange={setOthers} start={2} />
        <Button
          type="button"
          variant="outline"
          onClick={() => setOthers([...others, { ...emptySigner(), role: 'testemunha' }])}
        >
          <Plus /> {t('addWitness')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSending}>
          {tc('cancel')}
        </Button>
        <Button type="button" onClick={send} disabled={isSending || !person || editing}>
          {isSending ? <Loader2 className="animate-spin" /> : <Send />} {ts('send')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** "Pessoa que assina" asked in place (D160) and saved to the client's record, not only to this document. */
function PersonForm({
  clienteId,
  person,
  onSaved,
  onCancel,
}: {
  clienteId: string;
  person: SigningPerson | null;
  onSaved: (person: SigningPerson) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('signatures.contract');
  const tf = useTranslations('clients');
  const tc = useTranslations('common');
  const [values, setValues] = useState<Record<PersonField, string>>({
    assinanteNome: person?.nome ?? '',
    assinanteCpf: person?.cpf ?? '',
    assinanteEmail: person?.email ?? '',
    assinanteCelular: person?.celular ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [isSaving, startSaving] = useTransition();

  const save = () =>
    startSaving(async () => {
      const result = await saveClientSigningPerson({ clienteId, ...values });
      if (!result.ok) {
        setErrors({ ...result.fieldErrors, form: result.error });
        return;
      }
      setErrors({});
      toast.success(t('personSaved'));
      onSaved(result.data);
    });

  return (
    <div className="grid gap-3" data-testid="signing-person-form">
      {!person && <p className="text-sm text-muted-foreground">{t('personMissing')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {PERSON_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`step-${field.name}`}
            label={tf(`fields.${field.name}`)}
            error={errors[field.name]}
          >
            <Input
              id={`step-${field.name}`}
              type={field.type}
              inputMode={field.inputMode}
              autoComplete="off"
              placeholder={tf(`placeholders.${field.name}`)}
              value={values[field.name]}
              aria-invalid={Boolean(errors[field.name])}
              aria-describedby={errors[field.name] ? `step-${field.name}-error` : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
            />
          </FormField>
        ))}
      </div>
      {errors.form && !Object.keys(errors).some((k) => k !== 'form') && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={isSaving}>
            {tc('cancel')}
          </Button>
        )}
        <Button type="button" size="sm" onClick={save} disabled={isSaving}>
          {isSaving ? <Loader2 className="animate-spin" /> : <UserCheck />} {t('personSave')}
        </Button>
      </div>
    </div>
  );
}
