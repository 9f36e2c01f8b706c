'use client';

import { Plus, X } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { taskProgress } from '@/lib/projects/tasks';
import type { TProjectEdit, TProjectEditInput } from '@/lib/validation/projects';
import { cn } from '@/lib/utils';

type Form = UseFormReturn<TProjectEditInput, unknown, TProjectEdit>;

/** The task checklist: add, rename, tick, remove (the board's "x/y tarefas" counts these). */
export function TasksEditor({ form }: { form: Form }) {
  const t = useTranslations('projects.edit');
  const tasks = useWatch({ control: form.control, name: 'tasks' });
  const [draft, setDraft] = useState('');
  const progress = taskProgress(tasks);

  const add = () => {
    const title = draft.trim();
    if (!title) return;
    form.setValue('tasks', [...tasks, { id: crypto.randomUUID(), title, completed: false }], { shouldDirty: true });
    setDraft('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('tasksTitle')}</CardTitle>
        <CardDescription>{t('tasksDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tasks.length > 0 ? (
          <>
            <div>
              <p className="text-sm text-muted-foreground">
                {t('tasksProgress', { done: progress.done, total: progress.total })}
              </p>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary transition-all"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
            </div>
            <ul className="grid gap-2">
              {tasks.map((task, index) => (
                <li key={task.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    aria-label={t('taskDone', { n: index + 1 })}
                    {...form.register(`tasks.${index}.completed`)}
                  />
                  <Input
                    aria-label={t('taskPlaceholder')}
                    placeholder={t('taskPlaceholder')}
                    className={cn('h-9', task.completed && 'text-muted-foreground line-through')}
                    {...form.register(`tasks.${index}.title`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={t('removeTask', { n: index + 1 })}
                    onClick={() =>
                      form.setValue(
                        'tasks',
                        tasks.filter((other) => other.id !== task.id),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <X />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('tasksEmpty')}</p>
        )}
        <div className="flex gap-2">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            placeholder={t('newTaskPlaceholder')}
            aria-label={t('newTaskPlaceholder')}
            maxLength={500}
            className="h-9"
          />
          <Button type="button" variant="outline" size="sm" onClick={add} disabled={!draft.trim()}>
            <Plus /> {t('addTask')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
