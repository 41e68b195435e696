import { startTransition, useEffect, useState } from 'react';
import { onFirstScreenShown } from './first-screen';

/**
 * False until the first screen has been shown (src/shared/ui/first-screen.ts): the frame that first
 * drew the component and the page's main pictures. The home page starts its sections' data
 * requests then, the list its filters', the detail its related products' (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // in a transition: what the flag reveals is drawn in slices that yield to input
  useEffect(() => onFirstScreenShown(() => startTransition(() => setPainted(true))), []);
  return painted;
}
