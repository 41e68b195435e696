import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { ROUTES } from '@/shared/config/routes';

export function Component() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      extra={
        <Link to={ROUTES.home} className="ant-btn ant-btn-primary">
          返回首页
        </Link>
      }
    />
  );
}
