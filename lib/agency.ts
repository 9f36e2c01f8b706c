/**
 * The agency's public contact values (ARCHITECTURE.md, Environment), with demo defaults. Read on the
 * server and passed down as props: client components never read process.env. Static pages take the
 * values present at build time.
 */
export type Agency = {
  name: string;
  email: string;
  /** As shown, e.g. "(11) 98765-4321". */
  phone: string;
  /** Digits with country code, for wa.me links. */
  whatsapp: string;
  /** Document 000 §9, contact hours. */
  hours: string;
};

export const AGENCY_DEFAULTS: Agency = {
  name: 'Agência Digital',
  email: 'contato@agenciadigital.dev',
  phone: '(11) 98765-4321',
  whatsapp: '5511987654321',
  hours: 'Segunda a Sexta, 9:00 às 18:00',
};

export function getAgency(env: Record<string, string | undefined>): Agency {
  return {
    name: env.AGENCY_NAME?.trim() || AGENCY_DEFAULTS.name,
    email: env.AGENCY_EMAIL?.trim() || AGENCY_DEFAULTS.email,
    phone: env.AGENCY_PHONE?.trim() || AGENCY_DEFAULTS.phone,
    whatsapp: env.AGENCY_WHATSAPP?.replace(/\D/g, '') || AGENCY_DEFAULTS.whatsapp,
    hours: AGENCY_DEFAULTS.hours,
  };
}

export const whatsappLink = (agency: Agency, text?: string) =>
  `https://wa.me/${agency.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export const telLink = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`;
