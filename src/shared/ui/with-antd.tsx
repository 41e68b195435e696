import type { ComponentType } from 'react';
import type { AntdSheet } from './antd-styles';
import { loadAntdScope } from './load-antd-scope';

/**
 * A lazily loaded component inside antd's scope (src/shared/ui/antd-scope.tsx):
 * the component's chunk, antd's core and its stylesheet load in parallel, and nothing in the
 * first load imports antd. For React.lazy: `lazy(() => withAntd(import('./x').then((m) => m.X)))`. `sheet`: a smaller
 * stylesheet of antd's that holds all the component draws (src/shared/ui/antd-styles.ts), else the full one.
 */
export async function withAntd<P extends object>(
  component: Promise<ComponentType<P>>,
  sheet: AntdSheet = 'full',
): Promise<{ default: ComponentType<P> }> {
  const [Inner, { AntdScope }] = await Promise.all([component, loadAntdScope(sheet)]);
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Inner {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `withAntd(${Inner.displayName ?? Inner.name})`;
  return { default: Scoped };
}
