import { describe, expect, it } from 'vitest';
import { m, siteText } from '@/lib/messages';
import { EMPTY_CONTACT_FORM, ZContactForm } from '@/lib/validation/contact';

const valid = { ...EMPTY_CONTACT_FORM, name: 'Ana', email: 'ana@exemplo.com', subject: 'Site', message: 'Olá' };

describe('contact form schema (document 000 §3, §5)', () => {
  it('defaults the service to site and accepts a form without phone', () => {
    expect(EMPTY_CONTACT_FORM.service).toBe('site');
    expect(ZContactForm.parse(valid)).toMatchObject({ name: 'Ana', phone: null, service: 'site', website: '' });
  });

  it('requires name, email, subject and message', () => {
    const error = (input: object) => ZContactForm.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(error({ name: ' ' })).toBe(siteText.contact.validation.nameRequired);
    expect(error({ email: 'x' })).toBe(m.validation.email);
    expect(error({ subject: '' })).toBe(siteText.contact.validation.subjectRequired);
    expect(error({ message: '' })).toBe(siteText.contact.validation.messageRequired);
    expect(error({ service: 'outra-coisa' })).toBe(siteText.contact.validation.serviceInvalid);
  });

  it('accepts the five services', () => {
    for (const service of ['site', 'ecommerce', 'landing', 'aplicacao', 'outro']) {
      expect(ZContactForm.safeParse({ ...valid, service }).success).toBe(true);
    }
  });

  it('normalises a readable phone and keeps anything else as typed', () => {
    expect(ZContactForm.parse({ ...valid, phone: '11 98765 4321' }).phone).toBe('(11) 98765-4321');
    expect(ZContactForm.parse({ ...valid, phone: 'ramal 12' }).phone).toBe('ramal 12');
  });
});
