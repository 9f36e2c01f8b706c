import { AtSign, Calendar, IdCard, PenLine, Phone, Type, type LucideIcon } from 'lucide-react';
import type { FieldType } from '@/lib/signatures/fields';

/** One icon per field type (document 001 §9), for the palette and the fields on the page. */
export const FIELD_ICONS: Record<FieldType, LucideIcon> = {
  signature: PenLine,
  text: Type,
  date: Calendar,
  cpf: IdCard,
  phone: Phone,
  email: AtSign,
};
