// The modal frame, loaded when a modal first opens: Radix Dialog and the frame are about 15 KB of
// gzipped JavaScript that a visitor who never opens a modal does not need. The modal shows once
// the chunk has arrived; until then nothing is drawn, and the stack already holds the modal.
import { lazy, Suspense } from 'react';
import type { ModalEntry } from './modal-state';

const ModalFrame = lazy(() => import('./ModalFrame').then((module) => ({ default: module.ModalFrame })));

export function LazyModalFrame(props: { entry: ModalEntry; index: number }) {
  return (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  );
}
