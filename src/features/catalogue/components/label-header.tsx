import { Alert, Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { ButtonLink } from '@/shared/ui/button-link';
import { tagQueries } from '../api/queries';
import { ImageBox } from './image-box';
import styles from './catalogue-brands.module.css';

/** /label/:id head: the label's picture and description, or its not-found state. */
export function LabelHeader({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(tagQueries.detail(id));
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} style={{ marginBottom: 20, minHeight: '80vh' }} />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <Result
          status="404"
          title="标签不存在"
          subTitle="该标签可能已下线，请从产品标签中查找。"
          extra={
            <ButtonLink to={ROUTES.labels} type="primary">查看全部标签</ButtonLink>
          }
        />
      );
    }
    return <Alert type="error" showIcon title="标签信息加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />;
  }
  return (
    <section className={styles.hero} aria-labelledby="label-title">
      <ImageBox src={data.image} alt={data.name} ratio="2 / 1" eager />
      <div>
        <h1 id="label-title" className={styles.heroTitle}>
          {data.name}
        </h1>
        <p className={styles.heroText}>{data.description}</p>
        <p style={{ margin: 0, color: '#5f677a', fontSize: 13 }}>{data.materialCount} 件在售商品</p>
      </div>
    </section>
  );
}
