import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Breadcrumb, Button, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { SafetyCertificateFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { HOTLINE } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import { materialQueries } from '../api/queries';
import type { MaterialDetail, PackSize } from '../api/types';
import { CATEGORY_LABEL } from '../model/filters';
import { rememberMaterial } from '../model/recent';
import { ImageBox } from './image-box';
import { MaterialCard, StockTag } from './material-card';
import styles from './catalogue.module.css';

/** When a pack size ships: in stock 1–2 working days, otherwise its lead time. */
export function deliveryEstimate(pack: { stock: number; leadDays: number }): string {
  return pack.stock > 0 ? '现货，付款后 1–2 个工作日发货' : `期货，预计 ${pack.leadDays} 个工作日内发货`;
}

function Related({ material }: { material: MaterialDetail }) {
  const { data } = useQuery(materialQueries.list({ category: material.category, mfrId: material.mfrId, sort: 'sales', pageSize: 7 }));
  const items = data?.list.filter((m) => m.productNo !== material.productNo).slice(0, 6) ?? [];
  if (!data || items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.sectionTitle}>
        相关产品
      </h2>
      <ul className={styles.grid}>
        {items.map((m) => (
          <li key={m._id}>
            <MaterialCard material={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MaterialNotFound() {
  return (
    <Result
      status="404"
      title="商品不存在或已下架"
      subTitle={`请检查链接是否完整，或搜索货号查找同类产品。需要帮助请致电 ${HOTLINE}。`}
      extra={[
        <Link key="list" to={ROUTES.products}>
          <Button type="primary">浏览全部产品</Button>
        </Link>,
        <Link key="home" to={ROUTES.home}>
          <Button>返回首页</Button>
        </Link>,
      ]}
    />
  );
}

/**
 * A material's page. Slots: `buy` (quantity + add to cart, from the page),
 * `documents` (COA by lot, from the COA feature), `after` (e.g. 最近浏览).
 */
export function MaterialDetailView({
  id,
  buy,
  documents,
  after,
}: {
  id: string;
  buy: (material: MaterialDetail) => ReactNode;
  documents?: (material: MaterialDetail) => ReactNode;
  after?: ReactNode;
}) {
  const navigate = useNavigate();
  const { data: m, isPending, isError, error, refetch, isFetching } = useQuery(materialQueries.detail(id));

  useEffect(() => {
    if (m) rememberMaterial({ _id: m._id, name: m.name, catalogNo: m.catalogNo, price: m.price, image: m.image });
  }, [m]);

  if (isPending) {
    return (
      // As tall as a loaded page's first screen: the footer does not jump when the data arrives.
      <div className={styles.detail} aria-busy="true" style={{ minHeight: '80vh' }}>
        <Skeleton.Node active style={{ width: '100%', height: 280 }} />
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.code === 404)) {
      return (
        <>
          <MaterialNotFound />
          {after}
        </>
      );
    }
    return (
      <Alert
        type="error"
        showIcon
        title="商品信息加载失败"
        description={error instanceof Error ? error.message : '请稍后重试'}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            重试
          </Button>
        }
      />
    );
  }

  const packColumns = [
    {
      title: '货号',
      dataIndex: 'catalogNo',
      render: (v: string, p: PackSize) => (p.current ? <strong>{v}</strong> : <Link to={ROUTES.product(p._id)}>{v}</Link>),
    },
    { title: '规格', dataIndex: 'spec' },
    { title: '单价', dataIndex: 'price', render: (v: number) => <span style={{ color: '#d4282c', fontWeight: 600 }}>{formatPrice(v)}</span> },
    { title: '库存', dataIndex: 'stock', render: (_: number, p: PackSize) => <StockTag stock={p.stock} leadDays={p.leadDays} /> },
    { title: '预计发货', key: 'delivery', render: (_: unknown, p: PackSize) => deliveryEstimate(p) },
  ];

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to={ROUTES.home}>首页</Link> },
          { title: <Link to={ROUTES.products}>全部产品</Link> },
          { title: <Link to={`${ROUTES.products}?category=${m.category}`}>{CATEGORY_LABEL[m.category]}</Link> },
          { title: m.catalogNo },
        ]}
      />
      {m.offShelf ? <Alert type="warning" showIcon title="该商品已下架，仅供查看历史信息" style={{ marginBottom: 12 }} /> : null}
      <div className={styles.detail}>
        <ImageBox src={m.image} alt={m.name} eager />
        <div style={{ minWidth: 0 }}>
          <h1 className={styles.detailTitle}>{m.name}</h1>
          {m.nameEn ? <p className={styles.detailEn}>{m.nameEn}</p> : null}
          <dl className={styles.facts}>
            <dt>货号</dt>
            <dd>
              <Typography.Text copyable={{ text: m.catalogNo, tooltips: ['复制货号', '已复制'] }} strong>
                {m.catalogNo}
              </Typography.Text>
            </dd>
            <dt>品牌</dt>
            <dd>
              <Link to={ROUTES.brand(m.mfrId)}>
                {m.mfrName}
                {m.mfrNameEn && m.mfrNameEn !== m.mfrName ? ` ${m.mfrNameEn}` : ''}
              </Link>
              {m.manufacturer?.isAuthorizedDealer ? (
                <Tag color="blue" icon={<SafetyCertificateFilled />} style={{ marginLeft: 8 }}>
                  授权经销
                </Tag>
              ) : null}
            </dd>
            {m.tags && m.tags.length > 0 ? (
              <>
                <dt>标签</dt>
                <dd>
                  {m.tags.map((t) => (
                    <Link key={t._id} to={ROUTES.label(t._id)}>
                      <Tag color={t.color}>{t.name}</Tag>
                    </Link>
                  ))}
                </dd>
              </>
            ) : null}
            <dt>规格</dt>
            <dd>{m.spec}</dd>
            {m.cas ? (
              <>
                <dt>CAS 号</dt>
                <dd>{m.cas}</dd>
              </>
            ) : null}
            {m.host ? (
              <>
                <dt>宿主 / 克隆</dt>
                <dd>
                  {m.host}
                  {m.clone ? ` / ${m.clone}` : ''}
                </dd>
              </>
            ) : null}
            {m.reactivity?.length ? (
              <>
                <dt>反应种属</dt>
                <dd>{m.reactivity.join('、')}</dd>
              </>
            ) : null}
            {m.applications?.length ? (
              <>
                <dt>应用</dt>
                <dd>{m.applications.join('、')}</dd>
              </>
            ) : null}
            <dt>储存条件</dt>
            <dd>{m.storage}</dd>
            <dt>运输条件</dt>
            <dd>{m.shipping}</dd>
            <dt>发货</dt>
            <dd>{deliveryEstimate(m)}</dd>
          </dl>
          <div className={styles.buyBox}>
            <span className={styles.bigPrice}>{formatPrice(m.price)}</span>
            <span style={{ color: '#6b7385' }}>/ {m.spec}</span>
            <StockTag stock={m.stock} leadDays={m.leadDays} />
            <div style={{ flexBasis: '100%' }} />
            {m.offShelf ? <span style={{ color: '#6b7385' }}>已下架，无法购买</span> : buy(m)}
          </div>
        </div>
      </div>

      <section className={styles.section} aria-labelledby="packs-title">
        <h2 id="packs-title" className={styles.sectionTitle}>
          规格与价格
        </h2>
        <div className={styles.tableWrap}>
          <Table<PackSize>
            rowKey="_id"
            size="small"
            pagination={false}
            columns={packColumns}
            dataSource={m.siblings}
            onRow={(p) => ({ onDoubleClick: () => void navigate(ROUTES.product(p._id)) })}
            scroll={{ x: 560 }}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="desc-title">
        <h2 id="desc-title" className={styles.sectionTitle}>
          产品说明
        </h2>
        <p style={{ lineHeight: 1.8, color: '#3a4254', margin: 0 }}>{m.description || '该产品暂无详细说明，如需资料请致电客服。'}</p>
      </section>

      {documents ? (
        <section className={styles.section} aria-labelledby="docs-title">
          <h2 id="docs-title" className={styles.sectionTitle}>
            产品文档
          </h2>
          {documents(m)}
        </section>
      ) : null}

      <Related material={m} />
      {after ? <div className={styles.section}>{after}</div> : null}
    </>
  );
}
