// Rich-text rendering (spec §2 item 7) of ProseMirror-shaped content. React escapes every text
// node; links pass through hrefOf, which refuses unsafe schemes. Unknown nodes render their
// children so that editors' text is never silently dropped.
import { Fragment, type ReactNode } from 'react';
import { hrefOf } from '../content/links';
import type { RichTextDoc } from '../content/story-content';

interface Mark {
  type: string;
  attrs?: Record<string, unknown>;
}
interface Node {
  type: string;
  text?: string;
  marks?: Mark[];
  attrs?: Record<string, unknown>;
  content?: Node[];
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function withMarks(text: ReactNode, marks: Mark[] = []): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'strike':
        return <s>{inner}</s>;
      case 'underline':
        return <u>{inner}</u>;
      case 'code':
        return <code>{inner}</code>;
      case 'link': {
        const href = hrefOf(mark.attrs?.href ?? '');
        const external = /^https?:/i.test(href);
        return href ? (
          <a href={href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
            {inner}
          </a>
        ) : (
          inner
        );
      }
      default:
        return inner;
    }
  }, text);
}

function children(node: Node): ReactNode {
  return (node.content ?? [])
    .filter(isNode)
    .map((child, index) => <Fragment key={index}>{render(child)}</Fragment>);
}

function headingLevel(attrs: Node['attrs']): 2 | 3 | 4 | 5 | 6 {
  const level = Number(attrs?.level);
  // The page title is the only h1, so content headings start at h2.
  return level >= 2 && level <= 6 ? (level as 2 | 3 | 4 | 5 | 6) : 2;
}

function render(node: Node): ReactNode {
  switch (node.type) {
    case 'text':
      return withMarks(node.text ?? '', node.marks);
    case 'paragraph':
      return <p>{children(node)}</p>;
    case 'heading': {
      const Heading = `h${headingLevel(node.attrs)}` as const;
      return <Heading>{children(node)}</Heading>;
    }
    case 'bullet_list':
      return <ul>{children(node)}</ul>;
    case 'ordered_list':
      return <ol>{children(node)}</ol>;
    case 'list_item':
      return <li>{children(node)}</li>;
    case 'blockquote':
      return <blockquote>{children(node)}</blockquote>;
    case 'code_block':
      return (
        <pre>
          <code>{children(node)}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr />;
    case 'hard_break':
      return <br />;
    default:
      return children(node);
  }
}

export function RichText({ doc, className }: { doc: RichTextDoc | null | undefined; className?: string }) {
  if (!doc || doc.content.length === 0) return null;
  return <div className={className ?? 'rich-text'}>{children(doc as Node)}</div>;
}
