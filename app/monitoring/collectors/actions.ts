// Interaction tracking (requirements §9 "interaction tracking on"): clicks, each named the way a person
// would name what they clicked. The name never comes from a field's value or anything typed:
// fields are named by their label or name attribute, and text is read only from buttons, links
// and labels, skipping any field or editable region inside them.
import { MAX_ACTION_TARGET_LENGTH } from '../monitoring-events';

const FIELD_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Named by their visible text. */
const TEXT_TAGS = new Set(['BUTTON', 'A', 'SUMMARY', 'LABEL']);
const TEXT_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'option', 'checkbox', 'radio', 'switch']);
/** How far up from the clicked node to look for the button or link it is part of. */
const MAX_ANCESTORS = 10;
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The clicked element's name: aria-label, else a field's label or name, else visible text, else tag[name]. */
export function actionTargetName(clicked: Element): string {
  const element = interactiveAncestor(clicked) ?? clicked;
  const ariaLabel = clean(element.getAttribute('aria-label'));
  if (ariaLabel) return ariaLabel;
  if (FIELD_TAGS.has(element.tagName)) {
    const labels = (element as HTMLInputElement).labels;
    const label = labels && labels.length > 0 && labels[0] ? visibleText(labels[0]) : '';
    return label || tagWithName(element);
  }
  if (isTextNamed(element) && !isEditable(element)) {
    const text = visibleText(element);
    if (text) return text;
  }
  return tagWithName(element);
}

export function collectActions(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
  onAction: (name: string) => void,
): () => void {
  const onClick = (event: Event) => {
    const clicked = event.target as Element | null;
    if (!clicked || typeof clicked.tagName !== 'string') return;
    onAction(actionTargetName(clicked));
  };
  // Capture: a handler that stops propagation must not hide the click.
  target.addEventListener('click', onClick, { capture: true });
  return () => target.removeEventListener('click', onClick, { capture: true });
}

function interactiveAncestor(start: Element): Element | null {
  let element: Element | null = start;
  for (let depth = 0; element && depth < MAX_ANCESTORS; depth += 1) {
    if (FIELD_TAGS.has(element.tagName) || isTextNamed(element)) return element;
    element = element.parentElement;
  }
  return null;
}

function isTextNamed(element: Element): boolean {
  return TEXT_TAGS.has(element.tagName) || TEXT_ROLES.has(element.getAttribute('role') ?? '');
}

function isEditable(element: Element): boolean {
  const editable = element.getAttribute('contenteditable');
  return (element as HTMLElement).isContentEditable === true || (editable !== null && editable !== 'false');
}

/** Text nodes only, skipping fields (a textarea's text is what was typed) and editable regions. */
function visibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) parts.push(child.nodeValue ?? '');
      else if (child.nodeType === ELEMENT_NODE) {
        const childElement = child as Element;
        if (FIELD_TAGS.has(childElement.tagName) || isEditable(childElement)) continue;
        if (childElement.getAttribute('aria-hidden') === 'true') continue;
        walk(childElement);
      }
    }
  };
  walk(element);
  return clean(parts.join(' '));
}

function tagWithName(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const name = clean(element.getAttribute('name'));
  return (name ? `${tag}[name="${name}"]` : tag).slice(0, MAX_ACTION_TARGET_LENGTH);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ACTION_TARGET_LENGTH);
}
