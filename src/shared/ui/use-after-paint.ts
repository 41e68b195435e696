import { useEffect, useState } from 'react';

/**
 * False until the frame that first drew the component has been shown. The
 * home page starts its data requests then, so the hero's first paint is not
 * held up by the work of starting them (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
