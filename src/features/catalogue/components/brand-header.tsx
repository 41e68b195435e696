import { Link } from 'react-router-dom';
import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import { SafetyCertificateFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ButtonLink } from '@/shared/ui/button-link';
import { manufacturerQueries } from '../api/queries';
import { ImageBox } from './image-box';
import styles from './catalogue-brands.module.css';

/** /brand/:id head: the brand's logo and story, categories and most used tags. `null` data = not found (caller hides the list). */
export function BrandHeader({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(manufacturerQueries.detail(id));
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ marginBottom: 20, minHeight: '80vh' }} />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <Result
          status="404"
          title="品牌不存在"
          subTitle="该品牌可能已更名或下线，请从品牌大全中查找。"
          extra={
            <ButtonLink to={ROUTES.brands} type="primary">查看品牌大全</ButtonLink>
          }
        />
      );
    }
    return <Alert type="error" showIcon title="品牌信息加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />;
  }
  return (
    <section className={styles.hero} aria-labelledby="brand-title">
      <ImageBox src={data.image} alt={`${data.nameEn || data.name} 标志`} ratio="5 / 2" eager />
      <div>
        <h1 id="brand-title" className={styles.heroTitle}>
          {data.name}
          {data.nameEn !== data.name ? <span style={{ color: '#5f677a', fontWeight: 400, fontSize: 18 }}> {data.nameEn}</span> : null}
          {data.isAuthorizedDealer ? (
            <Tag color="blue" icon={<SafetyCertificateFilled />} style={{ marginLeft: 12, verticalAlign: 'middle' }}>
              授权经销商
            </Tag>
          ) : null}
        </h1>
        <p className={styles.heroText}>{data.description}</p>
        <p style={{ margin: 0, color: '#5f677a', fontSize: 13 }}>
          {data.country} · {data.materialCount ?? 0} 件在售商品
          {data.categories.length > 0 ? ` · ${data.categories.map((c) => `${c.label} ${c.count}`).join(' / ')}` : ''}
        </p>
        {data.topTags.length > 0 ? (
          <div style={{ marginTop: 8 }}>
            {data.topTags.map((t) => (
              <Link key={t._id} to={ROUTES.label(t._id)}>
                <Tag color={t.color}>
                  {t.name} {t.count}
                </Tag>
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
