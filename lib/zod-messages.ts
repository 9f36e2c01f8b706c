import type { $ZodErrorMap } from 'zod/v4/core';

/**
 * Zod's own messages in plain Portuguese, for every rule a schema does not word itself: zod's default locale is
 * English ("Invalid input: expected object"), and any message can reach a person (a form's field, an action's
 * answer). Ours rather than zod's pt-BR locale: short, in the product's voice, and no locale file in the browser.
 */
export const ptBrZodError: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.';
      return issue.expected === 'object' || issue.expected === 'array' ? 'Dados inválidos.' : 'Valor inválido.';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Campo obrigatório.' : `Use pelo menos ${issue.minimum} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe pelo menos ${issue.minimum}.`;
      return `O valor mínimo é ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Use no máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${issue.maximum}.`;
      return `O valor máximo é ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'E-mail inválido.';
      if (issue.format === 'url') return 'Endereço (URL) inválido.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Data inválida.';
      return 'Formato inválido.';
    case 'invalid_value':
      return 'Opção inválida.';
    case 'unrecognized_keys':
      return 'Dados inválidos.';
    default:
      return 'Valor inválido.';
  }
};
