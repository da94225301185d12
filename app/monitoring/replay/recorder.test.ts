import { describe, expect, it, vi } from 'vitest';
import { RECORD_THROTTLE_MS } from '../monitoring-events';
import {
  maskInput,
  maskText,
  REPLAY_BLOCK_SELECTOR,
  REPLAY_MASK_SELECTOR,
  replayRecordOptions,
  startRecorder,
  type RecordFn,
} from './recorder';

const ALL_INPUT_TYPES = [
  'color',
  'date',
  'datetime-local',
  'email',
  'month',
  'number',
  'range',
  'search',
  'tel',
  'text',
  'time',
  'url',
  'week',
  'textarea',
  'select',
  'password',
];

describe('replay record options', () => {
  const emit = vi.fn();
  const options = replayRecordOptions(emit);

  it('masks every input, of every type, with a function that keeps no typed character', () => {
    expect(options.maskAllInputs).toBe(true);
    expect(Object.keys(options.maskInputOptions ?? {}).sort()).toEqual([...ALL_INPUT_TYPES].sort());
    expect(Object.values(options.maskInputOptions ?? {}).every((value) => value === true)).toBe(true);
    const typed = 'Jane Doe <jane@example.com> +44 7700 900123 \u00e9\u{1F600}';
    const masked = options.maskInputFn!(typed, {} as HTMLElement);
    expect(masked).toBe(maskInput(typed));
    expect(masked).toMatch(/^\*+$/);
    for (const character of new Set(typed)) expect(masked.includes(character)).toBe(false);
  });

  it('blocks hidden inputs (rrweb would record their value) and [data-replay-block]', () => {
    const selectors = (options.blockSelector ?? '').split(',').map((s) => s.trim());
    expect(selectors).toContain(REPLAY_BLOCK_SELECTOR);
    expect(selectors).toContain('input[type="hidden" i]');
  });

  it('masks the text of [data-replay-mask] and editable elements, keeping only the word shape', () => {
    const selectors = (options.maskTextSelector ?? '').split(', ');
    expect(selectors).toEqual([REPLAY_MASK_SELECTOR, '[contenteditable]:not([contenteditable="false"])']);
    expect(options.maskTextFn).toBe(maskText);
    expect(maskText('Call 555 0199')).toBe('**** *** ****');
  });

  it('records no canvas, no cross-origin iframes, no inlined stylesheets, images or fonts', () => {
    expect(options).toMatchObject({
      recordCanvas: false,
      recordCrossOriginIframes: false,
      inlineStylesheet: false,
      inlineImages: false,
      collectFonts: false,
    });
  });

  it('drops script, comment and head meta noise', () => {
    expect(options.slimDOMOptions).toMatchObject({
      script: true,
      comment: true,
      headFavicon: true,
      headMetaSocial: true,
      headMetaRobots: true,
      headMetaDescKeywords: true,
    });
  });

  it('throttles mouse moves and scrolls per requirements §9, and swallows rrweb errors', () => {
    expect(options.sampling).toMatchObject({
      mousemove: RECORD_THROTTLE_MS.mouseMove,
      scroll: RECORD_THROTTLE_MS.scroll,
    });
    expect(options.errorHandler?.(new Error('x'))).toBe(true);
    expect(options.emit).toBe(emit);
  });
});

function fakeRecord(start: () => (() => void) | undefined) {
  const fn = vi.fn(start) as unknown as RecordFn & ReturnType<typeof vi.fn>;
  Object.assign(fn, {
    takeFullSnapshot: vi.fn(),
    addCustomEvent: vi.fn(() => {
      throw new Error('please add custom event after start recording');
    }),
  });
  return fn;
}

describe('starting the recorder', () => {
  it('passes the options to rrweb and never lets its helpers throw', () => {
    const stop = vi.fn();
    const record = fakeRecord(() => stop);
    const recorder = startRecorder(record, vi.fn());
    expect(recorder).not.toBeNull();
    expect(record).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllInputs: true, inlineStylesheet: false }),
    );
    expect(() => recorder!.addCustomEvent('visual-viewport', {})).not.toThrow();
    recorder!.takeFullSnapshot();
    expect(record.takeFullSnapshot).toHaveBeenCalledOnce();
    recorder!.stop();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('is null when rrweb does not start or throws', () => {
    expect(
      startRecorder(
        fakeRecord(() => undefined),
        vi.fn(),
      ),
    ).toBeNull();
    expect(
      startRecorder(
        fakeRecord(() => {
          throw new Error('no MutationObserver');
        }),
        vi.fn(),
      ),
    ).toBeNull();
  });
});
