/**
 * SPEC.md section 5: the browser HTML-escapes what a visitor typed before sending it; the server undoes
 * exactly that before applying the rules, so the rules and the caps count what the visitor typed.
 */
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '/': '&#x2F;',
};
const unescapes: Record<string, string> = Object.fromEntries(Object.entries(escapes).map(([character, entity]) => [entity, character]));

const escapable = /[&<>"'/]/g;
// One pass over the six entities escapeHtml writes and nothing else, so '&amp;lt;' comes back as '&lt;', not '<'.
const entity = /&(?:amp|lt|gt|quot|#x27|#x2F);/g;

export function escapeHtml(text: string): string {
  return text.replace(escapable, (character) => escapes[character] ?? character);
}

export function unescapeHtml(text: string): string {
  return text.replace(entity, (found) => unescapes[found] ?? found);
}

/** Escapes every string field of a form's values; anything that is not a string is left for the schema to reject. */
export function escapeFields<T extends Record<string, unknown>>(values: T, fields: readonly (keyof T)[]): T {
  const escaped: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string') escaped[field as string] = escapeHtml(value);
  }
  return escaped as T;
}

export function unescapeFields<T extends Record<string, unknown>>(values: T, fields: readonly string[]): T {
  const unescaped: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string') unescaped[field] = unescapeHtml(value);
  }
  return unescaped as T;
}
