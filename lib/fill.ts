/**
 * Replaces {name} placeholders in a catalogue text. Its own module so that client components can use it
 * without importing the whole catalogue (lib/messages.ts re-exports it for server code).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
