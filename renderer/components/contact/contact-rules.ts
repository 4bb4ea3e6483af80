/**
 * The contact rules (schemas/contact.ts) bring zod, so they load with the form's first use rather than with
 * the page: zod is about 84 kB gzip, almost the whole of the 100 kB first-load budget on its own.
 */
const importRules = () =>
  import('zod').then(({ z }) => {
    // zod probes for eval (`Function('')`) to compile parsers; the Content-Security-Policy forbids eval, and
    // the probe would be reported as a violation (server/security-headers.ts). Its interpreted mode is enough.
    // Set before the rules module builds its schemas.
    z.config({ jitless: true });
    return import('../../../schemas/contact.ts');
  });
export type ContactRules = Awaited<ReturnType<typeof importRules>>;

let loading: Promise<ContactRules> | undefined;

export function loadContactRules(): Promise<ContactRules> {
  loading ??= importRules().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
