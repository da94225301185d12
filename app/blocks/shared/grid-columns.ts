// The site's shared n-column grid (.grid-columns in app/styles/site.css): one column on phones, two
// from 48rem, all of them from 62rem. Each element sets its own count, so nested grids never share one.
import type { CSSProperties } from 'react';

/** The class and style of an element laid out in `columns` columns; a single column is no grid. */
export function gridColumns(
  className: string,
  columns: number,
): { className: string; style?: CSSProperties } {
  if (columns < 2) return { className };
  return { className: `${className} grid-columns`, style: { '--columns': columns } as CSSProperties };
}
