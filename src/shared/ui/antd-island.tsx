import { startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { onFirstScreenShown } from './first-screen';
import { withAntd } from './with-antd';

/**
 * An antd control drawn after the page (docs/performance.md): `fallback` holds its place at its exact size
 * until its code and antd's scope have arrived. For pages whose first screen must not wait for antd:
 * `const Sort = antdIsland(() => import('./controls').then((m) => m.Sort))`. Its styles come with antd's `landing`
 * sheet, whose entries (scripts/antd-sheets.ts) must name the module (tests/scripts/antd-sheets.test.ts checks).
 *
 * Not React.lazy: a component that suspends while a page is drawn in a transition holds the whole page
 * back until its code is in (React keeps the previous screen rather than show a placeholder). The code is
 * fetched once the first screen has been shown, its main pictures included (src/shared/ui/first-screen.ts),
 * or, with `belowFold`, once its place comes
 * within 200 px of the viewport (like a lazy picture: a table or lookup further down the page). Offline, the placeholder stays and the code is fetched again
 * when the connection returns; online, a failure goes on to the route's error (a new deployment reloads
 * once, src/app/stale-chunk.ts).
 */
export function antdIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { belowFold = false }: { belowFold?: boolean } = {},
): ComponentType<P & { fallback: ReactNode }> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchCode = () =>
    (pending ??= withAntd(load(), 'landing').then(
      ({ default: component }) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function Island({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [, setError] = useState<unknown>();
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      const get = () => {
        fetchCode().then(
          (component) => {
            // in a transition: the first render of antd's controls yields to input
            if (live) startTransition(() => setComponent(() => component));
          },
          (error: unknown) => {
            if (!live) return;
            if (navigator.onLine) {
              setError(() => {
                throw error;
              });
            } else {
              window.addEventListener('online', get, { once: true });
            }
          },
        );
      };
      // once the first screen has been shown (its pictures painted, src/shared/ui/first-screen.ts);
      // further down, not before the place comes near the viewport
      let cancel: (() => void) | undefined;
      let watch: IntersectionObserver | undefined;
      if (belowFold && place.current && typeof IntersectionObserver === 'function') {
        watch = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            watch?.disconnect();
            cancel = onFirstScreenShown(get);
          },
          { rootMargin: '200px 0px' },
        );
        watch.observe(place.current);
      } else {
        cancel = onFirstScreenShown(get);
      }
      return () => {
        live = false;
        watch?.disconnect();
        cancel?.();
        window.removeEventListener('online', get);
      };
    }, [Component]);
    if (Component) return <Component {...(props as P)} />;
    return belowFold ? <div ref={place}>{fallback}</div> : fallback;
  }
  return Island;
}
