/**
 * The bare baseline of `npm run bench:lighthouse`: React 19 + antd 6
 * `ConfigProvider` (zh_CN) + `App` + one `Button`, built with the shop's own
 * toolchain. Whatever the shop costs beyond this page is ours to explain.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Button, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <App>
        <main style={{ padding: 24 }}>
          <h1>实验材料商城基准页</h1>
          <Button type="primary">确定</Button>
        </main>
      </App>
    </ConfigProvider>
  </StrictMode>,
);
