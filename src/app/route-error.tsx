import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, Result } from 'antd';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';

/** Shown when a page throws (inside the shell the header and footer stay). */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title="页面不存在" extra={<Link to={ROUTES.home}>返回首页</Link>} />;
  }
  console.error('[页面错误]', error);
  return (
    <div style={{ padding: inShell ? 0 : 48 }}>
      <Result
        status={chunkFailed ? 'warning' : 'error'}
        title={chunkFailed ? '页面加载失败' : '页面出错了'}
        subTitle={
          chunkFailed
            ? '网络不稳定或网站刚刚更新，请刷新页面重试。'
            : `很抱歉，页面遇到了问题。您可以刷新重试，或致电 ${HOTLINE} 联系我们。`
        }
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>,
          <Link key="home" to={ROUTES.home}>
            返回首页
          </Link>,
        ]}
      />
    </div>
  );
}
