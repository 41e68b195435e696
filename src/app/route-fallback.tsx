import { Spinner } from '@/shared/ui/lite';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}>
      <Spinner label="加载中…" />
    </div>
  );
}
