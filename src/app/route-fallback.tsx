import { Spin } from 'antd';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" description="加载中…" />
    </div>
  );
}
