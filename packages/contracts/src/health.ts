import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    serverVersion: z.string(),
    migration: z.string().describe('tag of the latest applied migration'),
    migrationsApplied: z.int32(),
  }),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
