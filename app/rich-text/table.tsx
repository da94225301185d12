// Tables. Leading rows made only of header cells become the <thead>; a header cell elsewhere heads
// its row. The table sits in a focusable scroll container so a wide table scrolls on a phone
// (and keyboard users can scroll it too).
import type { ReactNode } from 'react';
import { describeValue } from '../blocks/shared/content-warnings';
import { asNode, integerAttr, nodeType, type Attrs, type RichNode } from './node-shape';
import { report, type RenderContext } from './render-context';

type RenderChildren = (node: RichNode, context: RenderContext) => ReactNode;

const MAX_SPAN = 100;

function span(attrs: Attrs, name: 'colspan' | 'rowspan', context: RenderContext): number | undefined {
  const raw = attrs[name];
  if (raw === undefined || raw === null) return undefined;
  const value = integerAttr(attrs, name);
  if (value === undefined || value < 1 || value > MAX_SPAN) {
    report(
      context,
      `rich-text table cell ${name} ${describeValue(raw)} must be a whole number from 1 to ${MAX_SPAN}; ignored`,
    );
    return undefined;
  }
  return value > 1 ? value : undefined;
}

function childNodes(node: RichNode, expected: readonly string[], context: RenderContext): RichNode[] {
  return node.content.flatMap((raw) => {
    const child = asNode(raw);
    if (child && expected.includes(nodeType(child))) return [child];
    report(
      context,
      `rich-text ${node.type} holds ${describeValue(child?.type ?? raw)}, not ${expected.join(' or ')}; left out`,
    );
    return [];
  });
}

function isHeaderRow(row: RichNode, context: RenderContext): boolean {
  const cells = childNodes(row, ['table_cell', 'table_header'], context);
  return cells.length > 0 && cells.every((cell) => nodeType(cell) === 'table_header');
}

function renderRow(
  row: RichNode,
  index: number,
  inHead: boolean,
  context: RenderContext,
  renderChildren: RenderChildren,
) {
  return (
    <tr key={index}>
      {childNodes(row, ['table_cell', 'table_header'], context).map((cell, cellIndex) => {
        const props = {
          colSpan: span(cell.attrs, 'colspan', context),
          rowSpan: span(cell.attrs, 'rowspan', context),
        };
        return nodeType(cell) === 'table_header' ? (
          <th key={cellIndex} scope={inHead ? 'col' : 'row'} {...props}>
            {renderChildren(cell, context)}
          </th>
        ) : (
          <td key={cellIndex} {...props}>
            {renderChildren(cell, context)}
          </td>
        );
      })}
    </tr>
  );
}

export function renderTable(
  table: RichNode,
  context: RenderContext,
  renderChildren: RenderChildren,
): ReactNode {
  const rows = childNodes(table, ['table_row'], context);
  const headCount = rows.findIndex((row) => !isHeaderRow(row, context));
  const split = headCount === -1 ? rows.length : headCount;
  const head = rows.slice(0, split);
  const body = rows.slice(split);
  return (
    <div className="rich-text__table" role="region" aria-label="Table" tabIndex={0}>
      <table>
        {head.length > 0 ? (
          <thead>{head.map((row, index) => renderRow(row, index, true, context, renderChildren))}</thead>
        ) : null}
        {body.length > 0 ? (
          <tbody>{body.map((row, index) => renderRow(row, index, false, context, renderChildren))}</tbody>
        ) : null}
      </table>
    </div>
  );
}
