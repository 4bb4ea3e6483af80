// Imported first, so zod is in its interpreted mode before the rules below build their schemas.
import './zod-jitless.ts';

export * from '../../../schemas/contact.ts';
