'use client';

import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/projects/forms/native-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { SECTION_TYPES, type TLandingPageFormInput } from '@/lib/validation/landing-pages';

type Props = {
  control: Control<TLandingPageFormInput>;
  register: UseFormRegister<TLandingPageFormInput>;
  errors: FieldErrors<TLandingPageFormInput>;
};

function ItemsEditor({ index, control, register, errors }: Props & { index: number }) {
  const t = useTranslations('landingPages.editor');
  const { fields, append, remove } = useFieldArray({ control, name: `conteudo.secoes.${index}.itens` });
  const itemErrors = errors.conteudo?.secoes?.[index]?.itens;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('items')}</legend>
      {fields.map((field, j) => (
        <div key={field.id} className="grid gap-2 rounded-lg border bg-muted/30 p-3 sm:grid-cols-[1fr_auto]">
          <div className="grid gap-2">
            <Input
              aria-label={`${t('itemTitle')} ${j + 1}`}
              placeholder={t('itemTitle')}
              aria-invalid={!!itemErrors?.[j]?.titulo}
              {...register(`conteudo.secoes.${index}.itens.${j}.titulo`)}
            />
            <Textarea
              aria-label={`${t('itemText')} ${j + 1}`}
              placeholder={t('itemText')}
              rows={2}
              aria-invalid={!!itemErrors?.[j]?.texto}
              {...register(`conteudo.secoes.${index}.itens.${j}.texto`)}
            />
            {(itemErrors?.[j]?.titulo || itemErrors?.[j]?.texto) && (
              <p role="alert" className="text-sm text-destructive">
                {itemErrors[j]?.titulo?.message ?? itemErrors[j]?.texto?.message}
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => remove(j)}
            aria-label={`${t('removeItem')} ${j + 1}`}
            className="justify-self-end"
          >
            <X />
          </Button>
        </div>
      ))}
      {fields.length < 12 && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => append({ titulo: '', texto: '' })}
        >
          <Plus /> {t('addItem')}
        </Button>
      )}
    </fieldset>
  );
}

/** The list editor for conteudo.secoes (D37): add, remove, reorder, each with its items. */
export function SectionsEditor(props: Props) {
  const t = useTranslations('landingPages.editor');
  const types = useTranslations('landingPages.sectionTypes');
  const { control, register, errors } = props;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'conteudo.secoes' });
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{t('sections')}</h3>
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{t('sectionsEmpty')}</p>
      )}
      {fields.map((field, i) => {
        const err = errors.conteudo?.secoes?.[i];
        return (
          <section
            key={field.id}
            className="grid gap-3 rounded-xl border bg-card p-4"
            aria-label={t('sectionN', { n: i + 1 })}
            data-testid="section-editor"
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="text-sm font-semibold">{t('sectionN', { n: i + 1 })}</h4>
              <div className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`${t('moveUp')}: ${t('sectionN', { n: i + 1 })}`}
                >
                  <ArrowUp />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`${t('moveDown')}: ${t('sectionN', { n: i + 1 })}`}
                >
                  <ArrowDown />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() => remove(i)}
                  aria-label={`${t('removeSection')}: ${t('sectionN', { n: i + 1 })}`}
                >
                  <Trash2 />
                </Button>
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
              <FormField id={`s-${i}-tipo`} label={t('sectionType')}>
                <NativeSelect id={`s-${i}-tipo`} {...register(`conteudo.secoes.${i}.tipo`)}>
                  {SECTION_TYPES.map((tipo) => (
                    <option key={tipo} value={tipo}>
                      {types(tipo)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id={`s-${i}-titulo`} label={t('sectionTitle')} error={err?.titulo?.message}>
                <Input id={`s-${i}-titulo`} aria-invalid={!!err?.titulo} {...register(`conteudo.secoes.${i}.titulo`)} />
              </FormField>
            </div>
            <FormField id={`s-${i}-texto`} label={t('sectionText')} error={err?.texto?.message}>
              <Textarea
                id={`s-${i}-texto`}
                rows={2}
                aria-invalid={!!err?.texto}
                {...register(`conteudo.secoes.${i}.texto`)}
              />
            </FormField>
            <ItemsEditor {...props} index={i} />
          </section>
        );
      })}
      {fields.length < 20 && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => append({ tipo: 'destaques', titulo: '', texto: '', itens: [{ titulo: '', texto: '' }] })}
        >
          <Plus /> {t('addSection')}
        </Button>
      )}
    </div>
  );
}
