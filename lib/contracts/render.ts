import { escapeHtml } from '@/lib/escape-html';
import type { ContractField } from './fields';

const PLACEHOLDER = /\{\{(field-\d+)\}\}/g;
/** The blank line printed where a field was left empty in the final document. */
export const BLANK = '______________________';

/**
 * The contract with its fields filled (document 001 §4, Contract content, "Visualizar"). `template` must
 * already be sanitised with its placeholders only in text (lib/contracts/content.ts); values are
 * escaped here, so typed text never becomes markup. Empty fields show their placeholder in "draft"
 * mode (staff screens) and a blank line in "final" mode (public page, PDF).
 */
export function fillTemplate(template: string, fields: ContractField[], mode: 'draft' | 'final'): string {
  const byId = new Map(fields.map((f) => [f.id, f]));
  return template.replace(PLACEHOLDER, (_whole, id: string) => {
    const field = byId.get(id);
    const value = field?.value.trim() ?? '';
    if (value) return `<span data-field="${id}">${escapeHtml(value).replace(/\r?\n/g, '<br />')}</span>`;
    if (mode === 'final') return BLANK;
    return `<mark data-field="${id}">[${escapeHtml(field?.originalPlaceholder || id)}]</mark>`;
  });
}
