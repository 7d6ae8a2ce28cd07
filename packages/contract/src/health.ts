import { z } from 'zod';

/** The parts `GET /api/health` checks, in the order it reports them. */
export const HEALTH_PARTS = ['database', 'object_store', 'queue'] as const;
export type HealthPart = (typeof HEALTH_PARTS)[number];

export const healthChecksSchema = z.object(
  Object.fromEntries(HEALTH_PARTS.map((part) => [part, z.enum(['ok', 'down'])])) as Record<HealthPart, z.ZodEnum<{ ok: 'ok'; down: 'down' }>>,
);

export const healthOkSchema = z.object({ status: z.literal('ok'), checks: healthChecksSchema });

/** 503: `message` names every part that is down, e.g. "Unavailable: object store". */
export const healthDownSchema = z.object({ status: z.literal('error'), message: z.string(), checks: healthChecksSchema });

export const HEALTH_PART_NAMES: Record<HealthPart, string> = { database: 'database', object_store: 'object store', queue: 'job queue' };
