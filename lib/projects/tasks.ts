/** Document 000 §3: tasks, a list of items each with a completed flag. */
export type ProjectTask = { id: string; title: string; completed: boolean };

/** Stored jsonb as the screens use it: items without a usable shape are dropped. */
export function normalizeTasks(value: unknown): ProjectTask[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => {
    if (!item || typeof item !== 'object') return [];
    const raw = item as Record<string, unknown>;
    const title =
      typeof raw.title === 'string'
        ? raw.title
        : typeof raw.text === 'string'
          ? raw.text
          : typeof raw.name === 'string'
            ? raw.name
            : '';
    const id = typeof raw.id === 'string' && raw.id ? raw.id : `t${index + 1}`;
    return [{ id, title, completed: raw.completed === true }];
  });
}

/** "x/y tarefas" with a bar. */
export function taskProgress(tasks: readonly { completed: boolean }[]): {
  done: number;
  total: number;
  percent: number;
} {
  const total = tasks.length;
  const done = tasks.filter((task) => task.completed).length;
  return { done, total, percent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
