// Stacked modals (requirements §9: "Modal z-index base 1000, plus 2 per index"): the modal at index i of
// the stack has its overlay at 1000 + 2i and its content just above, so each modal and its overlay
// cover everything under them, including an earlier modal.

export const MODAL_Z_INDEX_BASE = 1000;
export const MODAL_Z_INDEX_STEP = 2;

export function zIndexFor(index: number): number {
  return MODAL_Z_INDEX_BASE + MODAL_Z_INDEX_STEP * index;
}

export function modalLayers(index: number): { overlay: number; content: number } {
  const base = zIndexFor(index);
  return { overlay: base, content: base + 1 };
}
