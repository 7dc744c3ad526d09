import { z } from 'zod';
import { envelope } from './envelope';

/** `degraded`: the server answers but cannot write (disk full, read-only, database refusing); `problems` say what. */
export const healthResponse = envelope(
  z.object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['pglite', 'postgres']),
    version: z.string(),
    problems: z.array(z.string()).optional(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponse>;
