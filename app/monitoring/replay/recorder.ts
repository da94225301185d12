// The rrweb recorder and its options (requirements §9 throttles). Privacy first: nothing
// typed into a field may ever be recorded in clear, so every input is masked, whatever its type.
import type { eventWithTime, record as rrwebRecord, recordOptions } from 'rrweb';
import { RECORD_THROTTLE_MS } from '../monitoring-events';
import type { ReplayRecord } from './worker-protocol';

export type RecordFn = typeof rrwebRecord;

/** Elements whose text is replaced by '*' in the recording. */
export const REPLAY_MASK_SELECTOR = '[data-replay-mask]';
/** Text typed into an editable element is recorded as DOM text, not as input: mask it too. */
const EDITABLE_SELECTOR = '[contenteditable]:not([contenteditable="false"])';
/** Elements recorded as an empty box of the same size. */
export const REPLAY_BLOCK_SELECTOR = '[data-replay-block]';
/**
 * rrweb's maskAllInputs list has no 'hidden' type, so a hidden input's value would be recorded in
 * clear; hidden inputs show nothing, so they are blocked (never serialised) instead.
 */
const HIDDEN_INPUT_SELECTOR = 'input[type="hidden" i]';

/** Replaces every character, so not even a space of what was typed survives. */
export function maskInput(text: string): string {
  return '*'.repeat(text.length);
}

/** Keeps the layout of masked text (word lengths) without its content. */
export function maskText(text: string): string {
  return text.replace(/\S/g, '*');
}

export function replayRecordOptions(emit: (record: ReplayRecord) => void): recordOptions<eventWithTime> {
  return {
    emit,
    maskAllInputs: true,
    // maskAllInputs already implies these; stated too so no rrweb default can unmask a type.
    maskInputOptions: {
      color: true,
      date: true,
      'datetime-local': true,
      email: true,
      month: true,
      number: true,
      range: true,
      search: true,
      tel: true,
      text: true,
      time: true,
      url: true,
      week: true,
      textarea: true,
      select: true,
      password: true,
    },
    maskInputFn: maskInput,
    maskTextSelector: `${REPLAY_MASK_SELECTOR}, ${EDITABLE_SELECTOR}`,
    maskTextFn: maskText,
    blockSelector: `${REPLAY_BLOCK_SELECTOR}, ${HIDDEN_INPUT_SELECTOR}`,
    // The site's CSS is same-origin fingerprinted /assets files the player can load; inlining it
    // would make every full snapshot far larger than a segment (REPLAY_SEGMENT_MAX_RAW_BYTES).
    inlineStylesheet: false,
    inlineImages: false,
    collectFonts: false,
    recordCanvas: false,
    recordCrossOriginIframes: false,
    slimDOMOptions: {
      script: true,
      comment: true,
      headFavicon: true,
      headWhitespace: true,
      headMetaDescKeywords: true,
      headMetaSocial: true,
      headMetaRobots: true,
      headMetaHttpEquiv: true,
      headMetaAuthorship: true,
      headMetaVerification: true,
    },
    sampling: { mousemove: RECORD_THROTTLE_MS.mouseMove, scroll: RECORD_THROTTLE_MS.scroll, input: 'last' },
    // rrweb's own failures must never surface in the page: handled means recording just skips it.
    errorHandler: () => true,
  };
}

export interface Recorder {
  stop(): void;
  takeFullSnapshot(): void;
  addCustomEvent(tag: string, payload: unknown): void;
}

/** Starts rrweb; null when it could not start (it then records nothing). */
export function startRecorder(record: RecordFn, emit: (record: ReplayRecord) => void): Recorder | null {
  let stopRecording: (() => void) | undefined;
  try {
    stopRecording = record(replayRecordOptions(emit));
  } catch {
    return null;
  }
  if (!stopRecording) return null;
  const stop = stopRecording;
  // rrweb throws when called while it does not record; a replay helper must never throw.
  const safely = (action: () => void) => {
    try {
      action();
    } catch {
      /* not recording */
    }
  };
  return {
    stop: () => safely(stop),
    takeFullSnapshot: () => safely(() => record.takeFullSnapshot()),
    addCustomEvent: (tag, payload) => safely(() => record.addCustomEvent(tag, payload)),
  };
}
