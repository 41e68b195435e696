import { Link } from 'react-router-dom';
import { Skeleton, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@/shared/config/routes';
import { manufacturerQueries } from '../api/queries';

/** Authorised-dealer brands as text logos. */
export function BrandStrip({ limit = 12 }: { limit?: number }) {
  const { data, isPending, isError } = useQuery(manufacturerQueries.list({ isAuthorizedDealer: 1, pageSize: limit }));
  if (isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (isError) return null;
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 0, margin: 0, listStyle: 'none' }}>
      {data.list.map((brand) => (
        <li key={brand._id}>
          <Tooltip title={brand.description}>
            <Link
              to={ROUTES.brand(brand._id)}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 8,
                padding: '8px 14px',
                border: '1px solid #e8ecf4',
                borderRadius: 6,
                background: '#fff',
                color: '#1f2533',
              }}
            >
              <strong style={{ color: '#375BDE' }}>{brand.logoText}</strong>
              {brand.name}
            </Link>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
