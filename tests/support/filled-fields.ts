import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import { templateToContent } from '@/lib/contracts/content';

/** Every field of a built-in template filled: a contract goes for signature only without blanks (D33). */
export function filledFields(templateId: string, value = 'Preenchido'): Array<{ id: string; value: string }> {
  const template = BUILT_IN_TEMPLATES.find((t) => t.id === templateId);
  if (!template) throw new Error(`no built-in template ${templateId}`);
  return (templateToContent(template.html)?.fields ?? []).map((f) => ({ id: f.id, value }));
}
