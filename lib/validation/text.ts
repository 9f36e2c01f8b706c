/**
 * Text every form field accepts (item "bad input is a 4xx" of the hardening round): no NUL character, which
 * PostgreSQL cannot store in text or jsonb, and no lone UTF-16 surrogate, which is no character at all (invalid
 * UTF-8 once encoded). lib/zod-members.ts puts the check on every `z.string()` of the app's schemas, so each
 * form refuses them with one Portuguese message before anything reaches the database. Kept free of the message
 * catalogue (it ships with every form); a unit test holds the text equal to messages/pt-BR/resilience.json.
 */
export const INVALID_TEXT_MESSAGE =
  'O texto contém caracteres inválidos (como o caractere nulo). Remova-os e tente novamente.';

export function isWellFormedText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}
