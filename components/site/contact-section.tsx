import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { type Agency, telLink, whatsappLink } from '@/lib/agency';
import { CONTACT_SERVICES } from '@/lib/validation/contact-fields';
import { ContactForm, type ContactLabels } from './contact-form';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';

/** Home contact section (document 000 §2.3): the contact form beside the agency's contact values. */
export async function ContactSection({ agency }: { agency: Agency }) {
  const t = await getTranslations('site.contact');
  const tc = await getTranslations('contact');
  const items = [
    { icon: Mail, label: t('email'), value: agency.email, href: `mailto:${agency.email}` },
    { icon: Phone, label: t('phone'), value: agency.phone, href: telLink(agency.phone) },
    {
      icon: MessageCircle,
      label: t('whatsapp'),
      value: t('whatsappCta'),
      href: whatsappLink(agency, t('whatsappMessage')),
      external: true,
    },
    { icon: Clock, label: t('hours'), value: agency.hours },
  ];
  return (
    <section
      id="contato"
      aria-labelledby="contato-titulo"
      className="render-later bg-white py-20 [--render-later-h:80rem] sm:py-24"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{t('eyebrow')}</p>
          <h2 id="contato-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{t('subtitle')}</p>
          <ul className="mt-8 space-y-5">
            {items.map(({ icon: Icon, label, value, href, external }) => (
              <li key={label} className="flex items-start gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span>
                  <span className="block text-sm text-slate-500">{label}</span>
                  {href ? (
                    <a
                      href={href}
                      className="font-semibold text-slate-900 hover:text-primary"
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="font-semibold text-slate-900">{value}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative rounded-3xl border bg-slate-50/70 p-6 shadow-sm sm:p-8">
          <ContactForm
            labels={{
              ...(Object.fromEntries(
                (
                  [
                    'name',
                    'namePlaceholder',
                    'email',
                    'emailPlaceholder',
                    'phone',
                    'phonePlaceholder',
                    'subject',
                    'subjectPlaceholder',
                    'message',
                    'messagePlaceholder',
                    'service',
                    'honeypot',
                    'submit',
                    'submitting',
                    'successTitle',
                    'successText',
                    'errorTitle',
                    'errorText',
                  ] as const
                ).map((k) => [k, tc(k)]),
              ) as Omit<ContactLabels, 'services'>),
              services: Object.fromEntries(
                CONTACT_SERVICES.map((s) => [s, tc(`services.${s}`)]),
              ) as ContactLabels['services'],
            }}
          />
          <PrivacyNotice className="mt-4" />
        </div>
      </div>
    </section>
  );
}
