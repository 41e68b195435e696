import type { ComponentType } from 'react';
import { loadAntdScope } from './load-antd-scope';

/**
 * A lazily loaded component inside antd's scope (src/shared/ui/antd-scope.tsx):
 * the component's chunk, antd's core and its stylesheet load in parallel, and nothing in the
 * first load imports antd. For React.lazy: `lazy(() => withAntd(import('./x').then((m) => m.X)))`.
 */
export async function withAntd<P extends object>(component: Promise<ComponentType<P>>): Promise<{ default: ComponentType<P> }> {
  const [Inner, { AntdScope }] = await Promise.all([component, loadAntdScope()]);
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
