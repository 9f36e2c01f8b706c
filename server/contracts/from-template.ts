import 'server-only';
import { eq } from 'drizzle-orm';
import { builtInTemplate } from '@/content/contract-templates';
import { templateToContent } from '@/lib/contracts/content';
import type { ContractContent } from '@/lib/contracts/fields';
import { m } from '@/lib/messages';
import { randomSuffix, slugify } from '@/lib/slug';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { contratoModelos } from '@/server/platform/db/schema';

const v = m.contracts.validation;

/**
 * A slug nobody guesses: a contract holds CPFs and addresses (D8, with a longer, crypto-random suffix). The bench
 * passes its seeded generator, so that its runs repeat.
 */
export function contractSlug(
  nome: string,
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32,
): string {
  const base = slugify(nome).slice(0, 40).replace(/-$/, '');
  return base ? `${base}-${randomSuffix(12, random)}` : randomSuffix(12, random);
}

/** The body of a new contract: the chosen template's, converted on the server (document 001 §3, §5). */
export async function templateContent(db: Db, templateId: string): Promise<ContractContent> {
  const builtIn = builtInTemplate(templateId);
  let content: ContractContent | null;
  if (builtIn) content = templateToContent(builtIn.html);
  else {
    const [row] = /^[0-9a-f-]{36}$/i.test(templateId)
      ? await db
          .select({ conteudo: contratoModelos.conteudo })
          .from(contratoModelos)
          .where(eq(contratoModelos.id, templateId))
      : [];
    if (!row) throw new ActionError(v.modelo);
    content = templateToContent(row.conteudo);
  }
  if (!content) throw new ActionError(m.contracts.form.templateError);
  return content;
}
