// Marks on a text node. Each known mark maps to one element; a mark that carries only presentation
// (textStyle, styled: colours and editor classes) is dropped and its text kept. Links are applied
// last so that a link wraps its formatted text.
import type { ReactNode } from 'react';
import { describeValue } from '../blocks/shared/content-warnings';
import { resolveLink, sanitiseAnchorId } from './links';
import type { RichMark } from './node-shape';
import { report, type RenderContext } from './render-context';

const PRESENTATION_ONLY = new Set(['textStyle', 'styled']);

function wrap(inner: ReactNode, mark: RichMark, context: RenderContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'underline':
      return <u>{inner}</u>;
    case 'strike':
      return <s>{inner}</s>;
    case 'code':
      return <code>{inner}</code>;
    case 'superscript':
      return <sup>{inner}</sup>;
    case 'subscript':
      return <sub>{inner}</sub>;
    case 'highlight':
      return <mark>{inner}</mark>;
    case 'anchor': {
      const id = sanitiseAnchorId(typeof mark.attrs.id === 'string' ? mark.attrs.id : '');
      return id ? <span id={id}>{inner}</span> : inner;
    }
    case 'link': {
      const link = resolveLink(mark.attrs, context);
      if ('problem' in link) {
        report(context, link.problem);
        return inner;
      }
      return (
        <a href={link.href} rel={link.rel} target={link.target}>
          {inner}
        </a>
      );
    }
    default:
      if (!PRESENTATION_ONLY.has(mark.type)) {
        report(context, `rich-text mark ${describeValue(mark.type)} is not supported; its text is shown`);
      }
      return inner;
  }
}

export function withMarks(text: string, marks: readonly RichMark[], context: RenderContext): ReactNode {
  const ordered = [
    ...marks.filter((mark) => mark.type !== 'link'),
    ...marks.filter((mark) => mark.type === 'link'),
  ];
  return ordered.reduce<ReactNode>((inner, mark) => wrap(inner, mark, context), text);
}
