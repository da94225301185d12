// What /api/collect accepts: the Segment batch shape the runtime sends (./message.ts), known
// event names only (§7), every string and object bounded so one visitor cannot store megabytes.
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES } from './events';

export const MAX_BATCH_MESSAGES = 100;
/** Properties and traits of one message, as JSON. */
export const MAX_PROPERTIES_BYTES = 8 * 1024;

const bag = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_PROPERTIES_BYTES, {
    error: `must be at most ${MAX_PROPERTIES_BYTES / 1024} KB of JSON`,
  });

const context = z.object({
  screen: z.literal('WEBSITE'),
  application: z.enum(['WEBSITE', 'MOBILE_WEBSITE']),
  page: z.object({
    path: z.string().max(2_048),
    url: z.string().max(4_096),
    referrer: z.string().max(4_096),
    title: z.string().max(512),
  }),
  locale: z.string().max(35),
});

const id = z.string().min(1).max(100);

const common = {
  messageId: id,
  anonymousId: id,
  timestamp: z.iso.datetime({ offset: true }),
  context,
};

const trackMessage = z.object({
  type: z.literal('track'),
  event: z.enum(ANALYTICS_EVENT_NAMES, { error: 'Unknown analytics event' }),
  properties: bag,
  userId: z.string().min(1).max(200).optional(),
  ...common,
});

const identifyMessage = z.object({
  type: z.literal('identify'),
  userId: z.string().min(1).max(200),
  traits: bag,
  ...common,
});

export const analyticsMessageSchema = z.discriminatedUnion('type', [trackMessage, identifyMessage]);
export type ValidAnalyticsMessage = z.infer<typeof analyticsMessageSchema>;

export const analyticsBatchSchema = z.object({
  batch: z.array(analyticsMessageSchema).min(1).max(MAX_BATCH_MESSAGES),
  sentAt: z.iso.datetime({ offset: true }),
  dropped: z.number().int().min(0).max(1_000_000).optional(),
});
export type ValidAnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
