'use client';

import { Loader2, Send } from 'lucide-react';
import { useState, useTransition } from 'react';
import type { TContactFormInput } from '@/lib/validation/contact';
import { CONTACT_SERVICES, DEFAULT_CONTACT_SERVICE, HONEYPOT_FIELD } from '@/lib/validation/contact-fields';
import { toast } from '@/components/common/lazy-toast';
import { submissionKeys } from '@/lib/submission-key';
import { sendContactMessage } from '@/server/leads/actions';
import { button, cx } from './ui';

type Field = keyof TContactFormInput;

// The look of components/ui/input, without its class merging (kept out of the public bundle).
const control =
  'w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/** A label, its control and the server's message for it. */
function ContactField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cx('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (document 000 §3, §4, §5; D10). The browser checks the required fields and the
 * e-mail type; the server checks again with the same schema and stores the lead. "Enviando..." while
 * sending, the success toast, then an empty form with service back to "site".
 */
/** The form's texts (contact namespace), given by the server section. */
export type ContactLabels = Record<
  | 'name'
  | 'namePlaceholder'
  | 'email'
  | 'emailPlaceholder'
  | 'phone'
  | 'phonePlaceholder'
  | 'subject'
  | 'subjectPlaceholder'
  | 'message'
  | 'messagePlaceholder'
  | 'service'
  | 'honeypot'
  | 'submit'
  | 'submitting'
  | 'successTitle'
  | 'successText'
  | 'errorTitle'
  | 'errorText',
  string
> & { services: Record<(typeof CONTACT_SERVICES)[number], string> };

export function ContactForm({ labels }: { labels: ContactLabels }) {
  const t = (key: Exclude<keyof ContactLabels, 'services'>) => labels[key];
  const [isPending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A resend of the same message after an error carries the same key: the server stores it once.
  const [keys] = useState(submissionKeys);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as unknown as TContactFormInput;
    startTransition(async () => {
      const result = await sendContactMessage({ ...values, chaveEnvio: keys.keyFor(values) }).catch(() => null);
      if (!result?.ok) {
        setErrors((result?.fieldErrors ?? {}) as Partial<Record<Field, string>>);
        // The first field in error, brought into view below the fixed header (scroll-padding-top, globals.css).
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        toast.error(t('errorTitle'), { description: result?.error ?? t('errorText') });
        return;
      }
      keys.done();
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
      <ContactField id="contato-name" label={t('name')} error={errors.name}>
        <input
          {...field('name')}
          className={cx(control, 'h-10')}
          required
          maxLength={120}
          autoComplete="name"
          placeholder={t('namePlaceholder')}
        />
      </ContactField>
      <ContactField id="contato-email" label={t('email')} error={errors.email}>
        <input
          {...field('email')}
          className={cx(control, 'h-10')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
        />
      </ContactField>
      <ContactField id="contato-phone" label={t('phone')} error={errors.phone}>
        <input
          {...field('phone')}
          className={cx(control, 'h-10')}
          type="tel"
          maxLength={40}
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('phonePlaceholder')}
        />
      </ContactField>
      <ContactField id="contato-service" label={t('service')} error={errors.service}>
        <select {...field('service')} required defaultValue={DEFAULT_CONTACT_SERVICE} className={cx(control, 'h-10')}>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {labels.services[service]}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField id="contato-subject" label={t('subject')} error={errors.subject} className="sm:col-span-2">
        <input
          {...field('subject')}
          className={cx(control, 'h-10')}
          required
          maxLength={200}
          placeholder={t('subjectPlaceholder')}
        />
      </ContactField>
      <ContactField id="contato-message" label={t('message')} error={errors.message} className="sm:col-span-2">
        <textarea
          {...field('message')}
          className={cx(control, 'min-h-28 py-2')}
          required
          maxLength={5000}
          rows={5}
          placeholder={t('messagePlaceholder')}
        />
      </ContactField>
      {/* Honeypot: hidden from people and assistive technology; simple bots fill it in. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contato-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input
          id={`contato-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={isPending} className={button('primary', 'lg', 'w-full sm:w-auto sm:px-8')}>
          {isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {isPending ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}
