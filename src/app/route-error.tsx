import { useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { PrimaryButton } from '@/shared/ui/lite';
import { isChunkLoadError, reloadForNewDeployment } from './stale-chunk';

const box: React.CSSProperties = { maxWidth: 560, margin: '64px auto', padding: 32, textAlign: 'center' };

/** Shown when a page throws; inside the shell the header and footer stay. Light: it ships in the first load. */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // A page chunk that is gone (a new deployment): reload once (src/app/stale-chunk.ts).
  const [reloading] = useState(() => chunkFailed && reloadForNewDeployment());
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" style={box}>
        <h1 style={{ fontSize: 22 }}>页面不存在</h1>
        <Link to={ROUTES.home}>返回首页</Link>
      </div>
    );
  }
  if (reloading) return <div role="status" style={box}>正在加载新版本…</div>;
  console.error('[页面错误]', error);
  return (
    <div role="alert" style={{ ...box, margin: inShell ? '32px auto' : '96px auto' }}>
      <h1 style={{ fontSize: 22 }}>{chunkFailed ? '页面加载失败' : '页面出错了'}</h1>
      <p style={{ color: '#5b6478' }}>
        {chunkFailed
          ? '网络不稳定或网站刚刚更新，请刷新页面重试。'
          : `很抱歉，页面遇到了问题。您可以刷新重试，或致电 ${HOTLINE} 联系我们。`}
      </p>
      <div style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
        <PrimaryButton onClick={() => window.location.reload()}>刷新页面</PrimaryButton>
        <Link to={ROUTES.home}>返回首页</Link>
      </div>
    </div>
  );
}
