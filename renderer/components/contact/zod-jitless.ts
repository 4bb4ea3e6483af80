import { config } from 'zod/mini';

// zod probes for eval (`Function('')`) when it builds an object schema, to compile its parser; the
// Content-Security-Policy forbids eval, and the probe would be reported as a violation
// (server/security-headers.ts). Its interpreted mode is enough for six fields.
config({ jitless: true });
