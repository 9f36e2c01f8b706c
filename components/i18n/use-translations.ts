import { useTranslations as useNextIntlTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatSimpleMessage, type MessageValues } from '@/lib/i18n/simple-message';

/**
 * next-intl's useTranslations for client components, same API and same strings, with a short path for the
 * texts most calls format: a text with only `{name}` arguments, or a plural of an integer, is filled by
 * lib/i18n/simple-message.ts; anything else (rich text, selects, dates, quotes) goes through next-intl.
 *
 * Why (D87): next-intl runs IntlMessageFormat for every call with values, which builds a formats object
 * and a cache key per call (a few percent of a list's render), and formats a plural's `#` with an
 * Intl.NumberFormat: a browser's first one loads ICU's locale data, 40–90 ms of main thread on the bench
 * machine inside the page's first long task. tests/unit/simple-message.test.ts checks that both paths give the
 * same string for every text of the catalogue.
 */
export function useTranslations(namespace?: string): ReturnType<typeof useNextIntlTranslations> {
  const t = useNextIntlTranslations(namespace);
  return useMemo(() => {
    const fast = (key: string, values?: MessageValues) => {
      if (!values) return t(key);
      const raw = t.has(key) ? t.raw(key) : null;
      return (
        (typeof raw === 'string' ? formatSimpleMessage(raw, values) : null) ?? t(key, values as Parameters<typeof t>[1])
      );
    };
    return Object.assign(fast, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has }) as unknown as typeof t;
  }, [t]);
}
