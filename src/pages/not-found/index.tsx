import { Link } from 'react-router-dom';
import { Result } from 'antd';
import { PRIMARY_COLOR } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import styles from './not-found.styles';

/** Our own 404 illustration in the theme colour (antd's built-in one has its own palette). */
function Illustration() {
  return (
    <svg viewBox="0 0 240 150" width="240" height="150" role="presentation" aria-hidden="true" focusable="false" style={{ maxWidth: '100%' }}>
      <ellipse cx="120" cy="138" rx="96" ry="8" fill={PRIMARY_COLOR} opacity="0.08" />
      <text x="120" y="98" textAnchor="middle" fontSize="84" fontWeight="700" fill={PRIMARY_COLOR} opacity="0.16" fontFamily="Arial, sans-serif">
        404
      </text>
      <circle cx="150" cy="62" r="28" fill="#fff" stroke={PRIMARY_COLOR} strokeWidth="6" />
      <path d="M170 82l24 24" stroke={PRIMARY_COLOR} strokeWidth="10" strokeLinecap="round" />
      <path d="M140 54l20 16M160 54l-20 16" stroke={PRIMARY_COLOR} strokeWidth="5" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}

export function Component() {
  return (
    <Result
      icon={<Illustration />}
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      extra={
        <Link to={ROUTES.home} className={styles.home}>
          返回首页
        </Link>
      }
    />
  );
}
