import { describe, expect, it } from 'vitest';
import { MAX_ACTION_TARGET_LENGTH } from '../monitoring-events';
import { actionTargetName, collectActions } from './actions';

type Child = FakeElement | string;

/** Just enough of an Element for the naming rules: tag, attributes, children, parent, labels. */
class FakeElement {
  readonly nodeType = 1;
  parentElement: FakeElement | null = null;
  readonly childNodes: (FakeElement | { nodeType: 3; nodeValue: string })[];
  labels: FakeElement[] | null = null;
  isContentEditable = false;
  /** What a visitor typed: the naming must never read it. */
  value = '';

  constructor(
    readonly tagName: string,
    private readonly attributes: Record<string, string> = {},
    children: Child[] = [],
  ) {
    this.childNodes = children.map((child) =>
      typeof child === 'string' ? { nodeType: 3 as const, nodeValue: child } : child,
    );
    for (const child of this.childNodes) if (child instanceof FakeElement) child.parentElement = this;
  }

  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
}

const el = (tag: string, attributes: Record<string, string> = {}, children: Child[] = []) =>
  new FakeElement(tag.toUpperCase(), attributes, children);
const name = (element: FakeElement) => actionTargetName(element as unknown as Element);

describe('action names', () => {
  it('prefers aria-label, then the visible text of the button or link clicked inside', () => {
    const icon = el('svg');
    el('button', { 'aria-label': 'Close dialog' }, [icon]);
    expect(name(icon)).toBe('Close dialog');
    const span = el('span', {}, ['  Start   free\n trial ']);
    el('a', { href: '/signup' }, [span]);
    expect(name(span)).toBe('Start free trial');
  });

  it(`cuts a long text to ${MAX_ACTION_TARGET_LENGTH} characters`, () => {
    expect(name(el('button', {}, ['x'.repeat(500)]))).toHaveLength(MAX_ACTION_TARGET_LENGTH);
  });

  it('names a field by its label or name attribute, never by its value', () => {
    const email = el('input', { type: 'email', name: 'work_email' });
    email.value = 'visitor@example.com';
    expect(name(email)).toBe('input[name="work_email"]');
    email.labels = [el('label', {}, ['Work email'])];
    expect(name(email)).toBe('Work email');
    const submit = el('input', { type: 'submit', value: 'secret-ish value' });
    expect(name(submit)).toBe('input');
  });

  it('never reads typed text from a field or an editable region inside a button or label', () => {
    const textarea = el('textarea', { name: 'message' }, ['typed by the visitor']);
    const label = el('label', {}, ['Your message ', textarea]);
    expect(name(label)).toBe('Your message');
    expect(name(textarea)).toBe('textarea[name="message"]');
    const editable = el('div', { contenteditable: 'true' }, ['typed too']);
    expect(name(el('button', {}, ['Send ', editable]))).toBe('Send');
  });

  it('names anything else by tag and name, not by its text', () => {
    expect(name(el('div', {}, ['Some paragraph text']))).toBe('div');
    expect(name(el('select', { name: 'country' }, [el('option', {}, ['United Kingdom'])]))).toBe(
      'select[name="country"]',
    );
  });

  it('reports clicks from the document until stopped', () => {
    const document = new EventTarget();
    const names: string[] = [];
    const stop = collectActions(document as unknown as Document, (target) => names.push(target));
    const button = el('button', {}, ['Book a demo']);
    // A click whose target is not an element (here the document itself) names nothing.
    document.dispatchEvent(new Event('click'));
    const click = new Event('click');
    Object.defineProperty(click, 'target', { value: button });
    document.dispatchEvent(click);
    stop();
    const later = new Event('click');
    Object.defineProperty(later, 'target', { value: button });
    document.dispatchEvent(later);
    expect(names).toEqual(['Book a demo']);
  });
});
