import { z } from 'zod';
import { envelope } from './envelope';

export const healthResponse = envelope(
  z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']), version: z.string() }),
);
export type HealthResponse = z.infer<typeof healthResponse>;
