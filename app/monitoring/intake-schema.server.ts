// What the monitoring intakes accept (./monitoring-events.ts is the wire protocol): RUM batches,
// log batches and the JSON event of a replay segment. Every string, number and array is bounded,
// so a stored row is never larger than the protocol allows.
import { z } from 'zod';
import {
  ERROR_SOURCES,
  INTERACTION_TYPES,
  LOAD_STATES,
  LOG_ORIGINS,
  LOG_STATUSES,
  MAX_ACTION_TARGET_LENGTH,
  MAX_CLS_SCORE,
  MAX_EVENTS_PER_BATCH,
  MAX_LOGS_PER_BATCH,
  MAX_MESSAGE_LENGTH,
  MAX_STACK_LENGTH,
  MAX_URL_LENGTH,
  MAX_VITAL_DURATION_MS,
  MAX_VITAL_METRIC_ID_LENGTH,
  MAX_VITAL_TARGET_LENGTH,
  PAGE_STATE_HISTORY_MAX_RETURNED,
  PAGE_STATES,
  REPLAY_NOT_STARTED_REASONS,
  SEGMENT_CREATION_REASONS,
  SESSION_TRACKED_WITH_REPLAY,
  SESSION_TRACKED_WITHOUT_REPLAY,
  VITAL_NAVIGATION_TYPES,
  VITAL_RATINGS,
} from './monitoring-events';

/** LogEntry.attributes: at most this many flat keys. */
export const MAX_LOG_ATTRIBUTES = 20;
const HOUR_MS = 3_600_000;
/** A tab can stay open for days; a week bounds every duration the browser reports. */
const WEEK_MS = 7 * 24 * HOUR_MS;
const MAX_COUNT = 1_000_000;

const id = z.string().min(1).max(100);
const tag = z.string().min(1).max(100);
const isoTime = z.iso.datetime({ offset: true });
const url = z.string().max(MAX_URL_LENGTH);
const count = z.number().int().min(0).max(MAX_COUNT);
const position = z.number().int().min(0).max(10_000_000);
const durationMs = z.number().min(0).max(WEEK_MS);
const common = { id, at: isoTime, url, viewId: id };

const errorEvent = z.object({
  ...common,
  kind: z.literal('error'),
  source: z.enum(ERROR_SOURCES),
  message: z.string().max(MAX_MESSAGE_LENGTH),
  stack: z.string().max(MAX_STACK_LENGTH).optional(),
  file: url.optional(),
  line: position.optional(),
  column: position.optional(),
});

// A vital: the library's value, rating and metric id, and its attribution cut to a few fields per
// metric. Unknown fields are dropped, an unknown metric name refuses the batch. Rating, metric id
// and attribution are optional: a page still open from the build before the library sent only the
// name and value, and its batch (errors and views with it) must not be refused after a deploy.
const vitalMs = z.number().min(0).max(MAX_VITAL_DURATION_MS);
const layoutShiftScore = z.number().min(0).max(MAX_CLS_SCORE);
const selector = z.string().max(MAX_VITAL_TARGET_LENGTH);
const loadState = z.enum(LOAD_STATES).optional();
const vitalCommon = {
  ...common,
  kind: z.literal('vital'),
  rating: z.enum(VITAL_RATINGS).optional(),
  metricId: z.string().min(1).max(MAX_VITAL_METRIC_ID_LENGTH).optional(),
  navigationType: z.enum(VITAL_NAVIGATION_TYPES).optional(),
};

const vitalEvent = z.discriminatedUnion('name', [
  z.object({
    ...vitalCommon,
    name: z.literal('LCP'),
    value: vitalMs,
    attribution: z
      .object({
        target: selector.optional(),
        url: url.optional(),
        timeToFirstByte: vitalMs,
        resourceLoadDelay: vitalMs,
        resourceLoadDuration: vitalMs,
        elementRenderDelay: vitalMs,
      })
      .optional(),
  }),
  z.object({
    ...vitalCommon,
    name: z.literal('INP'),
    value: vitalMs,
    attribution: z
      .object({
        interactionTarget: selector.optional(),
        interactionType: z.enum(INTERACTION_TYPES).optional(),
        inputDelay: vitalMs,
        processingDuration: vitalMs,
        presentationDelay: vitalMs,
        loadState,
      })
      .optional(),
  }),
  z.object({
    ...vitalCommon,
    name: z.literal('CLS'),
    value: layoutShiftScore,
    attribution: z
      .object({
        largestShiftTarget: selector.optional(),
        largestShiftValue: layoutShiftScore.optional(),
        loadState,
      })
      .optional(),
  }),
  z.object({
    ...vitalCommon,
    name: z.literal('FCP'),
    value: vitalMs,
    attribution: z.object({ timeToFirstByte: vitalMs, firstByteToFCP: vitalMs, loadState }).optional(),
  }),
  z.object({
    ...vitalCommon,
    name: z.literal('TTFB'),
    value: vitalMs,
    attribution: z
      .object({
        waitingDuration: vitalMs,
        cacheDuration: vitalMs,
        dnsDuration: vitalMs,
        connectionDuration: vitalMs,
        requestDuration: vitalMs,
      })
      .optional(),
  }),
]);

const actionEvent = z.object({
  ...common,
  kind: z.literal('action'),
  type: z.literal('click'),
  target: z.string().max(MAX_ACTION_TARGET_LENGTH),
});

const longTaskEvent = z.object({
  ...common,
  kind: z.literal('long_task'),
  durationMs: z.number().min(0).max(HOUR_MS),
  startMs: durationMs,
});

const replayStats = z.object({
  segmentsCount: count,
  recordsCount: count,
  segmentsTotalRawSize: z
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
});

const viewEvent = z.object({
  ...common,
  kind: z.literal('view'),
  version: count,
  name: url,
  timeSpentMs: durationMs,
  isActive: z.boolean(),
  loadingTimeMs: durationMs.optional(),
  actionCount: count,
  errorCount: count,
  longTaskCount: count,
  pageStates: z
    .array(z.object({ state: z.enum(PAGE_STATES), startMs: z.number().min(-WEEK_MS).max(WEEK_MS) }))
    .max(PAGE_STATE_HISTORY_MAX_RETURNED),
  replay: replayStats.nullable(),
});

const replayNotStartedEvent = z.object({
  ...common,
  kind: z.literal('replay_not_started'),
  reason: z.enum(REPLAY_NOT_STARTED_REASONS),
});

export const monitoringEventSchema = z.discriminatedUnion('kind', [
  errorEvent,
  vitalEvent,
  actionEvent,
  longTaskEvent,
  viewEvent,
  replayNotStartedEvent,
]);
export type ValidMonitoringEvent = z.infer<typeof monitoringEventSchema>;

const tagsSchema = z.object({ service: tag, env: tag, version: tag, deployEnv: tag, commit: tag });

export const monitoringBatchSchema = z.object({
  applicationId: tag,
  session: z.object({
    id,
    // §9: an untracked session (type 0) sends nothing, so a batch claiming it is malformed.
    trackingType: z.union(
      [z.literal(SESSION_TRACKED_WITH_REPLAY), z.literal(SESSION_TRACKED_WITHOUT_REPLAY)],
      {
        error: 'trackingType must be 1 or 2',
      },
    ),
    replayForced: z.boolean(),
  }),
  tags: tagsSchema,
  sentAt: isoTime,
  events: z.array(monitoringEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type ValidMonitoringBatch = z.infer<typeof monitoringBatchSchema>;

const logEntry = z.object({
  id,
  at: isoTime,
  url,
  status: z.enum(LOG_STATUSES),
  origin: z.enum(LOG_ORIGINS),
  message: z.string().max(MAX_MESSAGE_LENGTH),
  error: z
    .object({
      stack: z.string().max(MAX_STACK_LENGTH).optional(),
      file: url.optional(),
      line: position.optional(),
      column: position.optional(),
    })
    .optional(),
  attributes: z
    .record(
      z.string().min(1).max(100),
      z.union([z.string().max(MAX_MESSAGE_LENGTH), z.number(), z.boolean()]),
    )
    .refine((attributes) => Object.keys(attributes).length <= MAX_LOG_ATTRIBUTES, {
      error: `at most ${MAX_LOG_ATTRIBUTES} attributes`,
    })
    .optional(),
});

export const logsBatchSchema = z.object({
  sessionId: id.optional(),
  tags: tagsSchema,
  sentAt: isoTime,
  logs: z.array(logEntry).min(1).max(MAX_LOGS_PER_BATCH),
});
export type ValidLogsBatch = z.infer<typeof logsBatchSchema>;
export type ValidLogEntry = z.infer<typeof logEntry>;

/** Epoch milliseconds: after 2000 and before 2100. */
const epochMs = z.number().min(946_684_800_000).max(4_102_444_800_000);

export const replaySegmentEventSchema = z.object({
  applicationId: tag,
  sessionId: id,
  viewId: id,
  index: count,
  start: epochMs,
  end: epochMs,
  recordsCount: z.number().int().min(1).max(MAX_COUNT),
  rawSize: z
    .number()
    .int()
    .min(2)
    .max(2 ** 31),
  compressedSize: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31),
  hasFullSnapshot: z.boolean(),
  creationReason: z.enum(SEGMENT_CREATION_REASONS),
});
export type ValidReplaySegmentEvent = z.infer<typeof replaySegmentEventSchema>;
