/**
 * zod's runtime, for lib/api.ts to evaluate alone, a task before the first contract module.
 * Imported dynamically through this module and not as `import('zod')`: a build that inlines dynamic
 * imports (the service worker's single file) keeps every export of the imported module's namespace,
 * and zod's includes its 40 locales — 400 KB of the worker's 594 KB. This namespace has one export.
 */
export { ZodType } from 'zod';
