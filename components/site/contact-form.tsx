'use client';

import { Loader2, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TContactFormInput } from '@/lib/validation/contact';
import { CONTACT_SERVICES, DEFAULT_CONTACT_SERVICE, HONEYPOT_FIELD } from '@/lib/validation/contact-fields';
import { sendContactMessage } from '@/server/leads/actions';

type Field = keyof TContactFormInput;

/**
 * The contact form (document 000 §3, §4, §5; D10). The browser checks the required fields and the
 * e-mail type; the server checks again with the same schema and stores the lead. "Enviando..." while
 * sending, the success toast, then an empty form with service back to "site".
 */
export function ContactForm() {
  const t = useTranslations('contact');
  const [isPending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as unknown as TContactFormInput;
    startTransition(async () => {
      const result = await sendContactMessage(values).catch(() => null);
      if (!result?.ok) {
        setErrors((result?.fieldErrors ?? {}) as Partial<Record<Field, string>>);
        toast.error(t('errorTitle'), { description: result?.error ?? t('errorText') });
        return;
      }
      setErrors({});
      form.reset();
      toast.success(t('successTitle'), { description: t('successText') });
    });
  };

  const field = (name: Field) => ({
    id: `contato-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contato-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-busy={isPending}>
      <FormField id="contato-name" label={t('name')} error={errors.name}>
        <Input {...field('name')} required maxLength={120} autoComplete="name" placeholder={t('namePlaceholder')} />
      </FormField>
      <FormField id="contato-email" label={t('email')} error={errors.email}>
        <Input {...field('email')} type="email" required maxLength={254} autoComplete="email" placeholder={t('emailPlaceholder')} />
      </FormField>
      <FormField id="contato-phone" label={t('phone')} error={errors.phone}>
        <Input {...field('phone')} type="tel" maxLength={40} autoComplete="tel" inputMode="tel" placeholder={t('phonePlaceholder')} />
      </FormField>
      <FormField id="contato-service" label={t('service')} error={errors.service}>
        <select
          {...field('service')}
          required
          defaultValue={DEFAULT_CONTACT_SERVICE}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {t(`services.${service}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contato-subject" label={t('subject')} error={errors.subject} className="sm:col-span-2">
        <Input {...field('subject')} required maxLength={200} placeholder={t('subjectPlaceholder')} />
      </FormField>
      <FormField id="contato-message" label={t('message')} error={errors.message} className="sm:col-span-2">
        <Textarea {...field('message')} required maxLength={5000} rows={5} placeholder={t('messagePlaceholder')} />
      </FormField>
      {/* Honeypot: hidden from people and assistive technology; simple bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contato-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input id={`contato-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isPending} className="h-12 w-full text-base sm:w-auto sm:px-8">
          {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
