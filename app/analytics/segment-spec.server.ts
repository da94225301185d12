// Segment's message specification (https://segment.com/docs/connections/spec/), as the tracking API
// (/v1/*, ./tracking-api.server.ts) accepts it from server-side sources and as every stored message
// is kept: the form the forwarder sends on, so one Segment-compatible endpoint takes what the other
// gives. Server sources name their own events; only the site's browser client is held to the
// requirements' 16 (./batch-schema.server.ts). Fields Segment defines keep Segment's meaning: the
// browser's own context values (screen 'WEBSITE', application 'WEBSITE' or 'MOBILE_WEBSITE') travel
// under `context.site`, since Segment's `context.screen` is the device's {width, height, density}.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ValidAnalyticsMessage } from './batch-schema.server';

/** Segment's limits: a message (a single call, or each message of a batch) and a whole batch. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
export const MAX_BATCH_BYTES = 500 * 1024;

export const SEGMENT_CALLS = ['track', 'identify', 'page', 'screen', 'group', 'alias'] as const;
export type SegmentCall = (typeof SEGMENT_CALLS)[number];

const id = z.string().trim().min(1).max(200);
const time = z.iso.datetime({ offset: true });
/** Free-form objects (properties, traits, context, integrations): bounded by the message's size. */
const bag = z.record(z.string().max(200), z.unknown());

/**
 * The fields every call shares. Objects are loose: a field Segment or a library adds
 * (`_metadata`, `channel`, `version`) is kept as sent, within the message's 32 KB.
 */
const common = {
  messageId: id.optional(),
  userId: id.optional(),
  anonymousId: id.optional(),
  timestamp: time.optional(),
  sentAt: time.optional(),
  context: bag.optional(),
  integrations: bag.optional(),
};

const CALL_SHAPES = {
  track: z.looseObject({ ...common, event: z.string().trim().min(1).max(200), properties: bag.optional() }),
  identify: z.looseObject({ ...common, traits: bag.optional() }),
  page: z.looseObject({
    ...common,
    name: z.string().max(200).optional(),
    category: z.string().max(200).optional(),
    properties: bag.optional(),
  }),
  screen: z.looseObject({ ...common, name: z.string().max(200).optional(), properties: bag.optional() }),
  group: z.looseObject({ ...common, groupId: id, traits: bag.optional() }),
  // Alias joins an earlier identity to a user: Segment requires both ids.
  alias: z.looseObject({ ...common, previousId: id, userId: id }),
} satisfies Record<SegmentCall, z.ZodType>;

/** A message in Segment's normal form, as stored and forwarded. */
export type SegmentMessage = Record<string, unknown> & {
  type: SegmentCall;
  messageId: string;
  userId?: string;
  anonymousId?: string;
  event?: string;
  timestamp: string;
  receivedAt: string;
  sentAt?: string;
  context: Record<string, unknown>;
};

export type MessageVerdict = { ok: true; message: SegmentMessage } | { ok: false; reason: string };

/** What a batch (or a single call's body) says for all its messages. */
export interface Envelope {
  sentAt?: string;
  context?: Record<string, unknown>;
  integrations?: Record<string, unknown>;
  receivedAt: Date;
}

export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue?.message ?? 'malformed'}`;
}

/**
 * One message checked against its call's shape and Segment's defaults filled in: a messageId when
 * none came (then it cannot be told from a resend, as at Segment), the time it was received as its
 * timestamp when it has none, the envelope's context and integrations under its own. The write key
 * a body may carry is never kept.
 */
export function segmentMessage(raw: unknown, call: SegmentCall, envelope: Envelope): MessageVerdict {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'a message must be a JSON object' };
  }
  if (jsonBytes(raw) > MAX_MESSAGE_BYTES) {
    return { ok: false, reason: `a message is larger than ${MAX_MESSAGE_BYTES / 1024} KB` };
  }
  const parsed = CALL_SHAPES[call].safeParse(raw);
  if (!parsed.success) return { ok: false, reason: describe(parsed.error) };
  const fields = parsed.data as Record<string, unknown> & z.infer<(typeof CALL_SHAPES)['identify']>;
  if (fields.userId === undefined && fields.anonymousId === undefined) {
    return { ok: false, reason: 'a message needs a userId or an anonymousId' };
  }
  const { writeKey: _writeKey, receivedAt: _claimedReceivedAt, ...kept } = fields;
  const receivedAt = envelope.receivedAt.toISOString();
  const sentAt = fields.sentAt ?? envelope.sentAt;
  const integrations =
    envelope.integrations || fields.integrations
      ? { ...envelope.integrations, ...fields.integrations }
      : undefined;
  return {
    ok: true,
    message: {
      ...kept,
      type: call,
      messageId: fields.messageId ?? `api-${randomUUID()}`,
      timestamp: fields.timestamp ?? receivedAt,
      ...(sentAt ? { sentAt } : {}),
      receivedAt,
      context: { ...envelope.context, ...fields.context },
      ...(integrations ? { integrations } : {}),
    },
  };
}

/**
 * A message of the site's own browser client (requirements §7 shape) in Segment's normal form: its
 * screen and application move to `context.site`, where they mean what the requirements say without
 * claiming Segment's `context.screen`.
 */
export function browserMessage(
  message: ValidAnalyticsMessage,
  sentAt: string,
  receivedAt: Date,
): SegmentMessage {
  const { screen, application, ...context } = message.context;
  return {
    ...message,
    sentAt,
    receivedAt: receivedAt.toISOString(),
    context: { ...context, site: { screen, application } },
  };
}
