import { getRequestConfig } from 'next-intl/server';
import messages from '@/messages';

// One locale, no prefix in URLs (ARCHITECTURE.md): pt-BR, São Paulo time.
export default getRequestConfig(async () => ({
  locale: 'pt-BR',
  messages,
  timeZone: 'America/Sao_Paulo',
}));
