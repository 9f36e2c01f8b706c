import { fill, m } from '@/lib/messages';

/** "Projeto movido para {status}", underscore replaced by a space (document 000 §4). */
export function statusChangeText(status: string): string {
  return fill(m.projects.activity.statusChange, { status: status.replace(/_/g, ' ') });
}

/** "Projeto \"{name}\" criado" (document 000 §4, New project). */
export function createdText(name: string): string {
  return fill(m.projects.activity.created, { name });
}
