// Tracks modal views from the modal stack's changes (./modal-events.ts), in the browser only.
import { useEffect, useRef } from 'react';
import type { ModalState } from '../modals/modal-state';
import { track } from './analytics';
import { modalAnalyticsEvents } from './modal-events';

export function useModalAnalytics(state: ModalState): void {
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    for (const { event, properties } of modalAnalyticsEvents(before, state)) track(event, properties);
  }, [state]);
}
