/**
 * Runs `fn` once the browser has painted the next frame (a frame, then a task): work an input event starts but
 * need not finish before the user sees the answer, kept out of the event's own task so the interaction paints
 * first (interaction to next paint, `npm run bench:inp`, docs/performance.md). Returns a cancel function.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
