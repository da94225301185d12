// What /api/monitoring accepts: the reporter's batches (./monitoring-events.ts), every field bounded.
import { z } from 'zod';
import {
  ERROR_SOURCES,
  MAX_MESSAGE_LENGTH,
  MAX_STACK_LENGTH,
  MAX_URL_LENGTH,
  WEB_VITAL_NAMES,
} from './monitoring-events';

export const MAX_EVENTS_PER_BATCH = 50;

const id = z.string().min(1).max(100);
const common = {
  id,
  at: z.iso.datetime({ offset: true }),
  url: z.string().max(MAX_URL_LENGTH),
};

const errorEvent = z.object({
  kind: z.literal('error'),
  source: z.enum(ERROR_SOURCES),
  message: z.string().max(MAX_MESSAGE_LENGTH),
  stack: z.string().max(MAX_STACK_LENGTH).optional(),
  file: z.string().max(MAX_URL_LENGTH).optional(),
  line: z.number().int().min(0).optional(),
  column: z.number().int().min(0).optional(),
  ...common,
});

const vitalEvent = z.object({
  kind: z.literal('vital'),
  name: z.enum(WEB_VITAL_NAMES),
  // Milliseconds (an hour at most) or the CLS score.
  value: z.number().min(0).max(3_600_000),
  ...common,
});

export const monitoringEventSchema = z.discriminatedUnion('kind', [errorEvent, vitalEvent]);
export type ValidMonitoringEvent = z.infer<typeof monitoringEventSchema>;

export const monitoringBatchSchema = z.object({
  sessionId: id,
  sentAt: z.iso.datetime({ offset: true }),
  events: z.array(monitoringEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type ValidMonitoringBatch = z.infer<typeof monitoringBatchSchema>;
