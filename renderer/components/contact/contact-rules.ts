/**
 * The contact rules (schemas/contact.ts, on zod/mini) load with the form's first use rather than with the page:
 * a visitor who only reads the page never downloads them.
 */
const importRules = () => import('./browser-contact-rules.ts');
type ContactRules = Awaited<ReturnType<typeof importRules>>;

let loading: Promise<ContactRules> | undefined;

export function loadContactRules(): Promise<ContactRules> {
  loading ??= importRules().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
