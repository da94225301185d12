// Block and inline nodes of rich text, each mapped to one element. A node of an unknown type still
// shows its children (reported once per render), so an editor's text is never silently lost.
import { Fragment, type ReactNode } from 'react';
import type { BlockList } from '../blocks/parsed-block';
import { describeValue } from '../blocks/shared/content-warnings';
import { EmbeddedBlocks } from './EmbeddedBlocks';
import { withMarks } from './marks';
import { asNode, integerAttr, nodeType, stringAttr, type RichNode } from './node-shape';
import { inlineText } from './plain-text';
import { report, type RenderContext } from './render-context';
import { renderImage } from './RichTextImage';
import { renderTable } from './table';

/** The page title is the only h1, so content headings start at h2 (level 1 -> h2, 7 -> h6). */
function headingTag(level: number | undefined): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const clamped = Math.min(6, Math.max(2, level ?? 2));
  return `h${clamped as 2 | 3 | 4 | 5 | 6}`;
}

/** 'language-ts' -> 'ts'; editor classes are never copied onto elements. */
function codeLanguage(className: string | undefined): string | undefined {
  return /^language-([A-Za-z0-9_+-]{1,40})$/.exec(className ?? '')?.[1];
}

export function renderContent(content: readonly unknown[], context: RenderContext): ReactNode[] {
  return content.map((raw, index) => {
    const node = asNode(raw);
    if (!node) {
      report(context, `rich-text content ${describeValue(raw)} is not a node; left out`);
      return null;
    }
    return <Fragment key={index}>{renderNode(node, context)}</Fragment>;
  });
}

function renderChildren(node: RichNode, context: RenderContext): ReactNode {
  return renderContent(node.content, context);
}

function renderNode(node: RichNode, context: RenderContext): ReactNode {
  const { attrs } = node;
  const type = nodeType(node);
  switch (type) {
    case 'text':
      return withMarks(node.text, node.marks, context);
    case 'doc':
      return renderChildren(node, context);
    case 'paragraph':
      return <p>{renderChildren(node, context)}</p>;
    case 'heading': {
      const Heading = headingTag(integerAttr(attrs, 'level'));
      return <Heading>{renderChildren(node, context)}</Heading>;
    }
    case 'bullet_list':
      return <ul>{renderChildren(node, context)}</ul>;
    case 'ordered_list': {
      const start = integerAttr(attrs, 'order');
      return (
        <ol start={start !== undefined && start !== 1 ? start : undefined}>
          {renderChildren(node, context)}
        </ol>
      );
    }
    case 'list_item':
      return <li>{renderChildren(node, context)}</li>;
    case 'blockquote':
      return <blockquote>{renderChildren(node, context)}</blockquote>;
    case 'code_block':
      return (
        <pre>
          <code data-language={codeLanguage(stringAttr(attrs, 'class'))}>{inlineText(node.content)}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr />;
    case 'hard_break':
      return <br />;
    case 'image':
      return renderImage(attrs, context);
    case 'table':
      return renderTable(node, context, renderChildren);
    case 'blok':
      if (!Array.isArray(attrs.body)) {
        report(context, `rich-text blok body ${describeValue(attrs.body)} is not a list of blocks; left out`);
        return null;
      }
      // Parsed on the server with the rest of the content (rich-text.schema.ts, parse-blocks.server.ts).
      return <EmbeddedBlocks blocks={attrs.body as BlockList} />;
    case 'emoji': {
      const emoji = stringAttr(attrs, 'emoji');
      const name = stringAttr(attrs, 'name');
      if (!emoji) return name ? `:${name}:` : null;
      return name ? (
        <span role="img" aria-label={name}>
          {emoji}
        </span>
      ) : (
        emoji
      );
    }
    case 'table_row':
    case 'table_cell':
    case 'table_header':
      report(context, `rich-text ${type} outside a table; its content is shown`);
      return renderChildren(node, context);
    default:
      report(
        context,
        `rich-text node type ${describeValue(node.type)} is not supported; its content is shown`,
      );
      return renderChildren(node, context);
  }
}
