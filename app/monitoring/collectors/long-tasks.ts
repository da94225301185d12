// Long tasks (main-thread work over 50 ms, which delays the page's response to the visitor), from
// PerformanceObserver where the browser offers it (Chromium).
export function collectLongTasks(onLongTask: (durationMs: number, startMs: number) => void): () => void {
  if (
    typeof PerformanceObserver !== 'function' ||
    !PerformanceObserver.supportedEntryTypes?.includes('longtask')
  ) {
    return () => {};
  }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      onLongTask(Math.round(entry.duration), Math.round(entry.startTime));
  });
  observer.observe({ type: 'longtask', buffered: true });
  return () => observer.disconnect();
}
