import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton } from 'antd';
import { COMPARE_LIMIT, CompareTable, idsOf, removeFromTray } from '@/features/compare';
import { materialQueries, type MaterialPack, type MaterialSummary } from '@/entities/material';
import { ROUTES } from '@/shared/config/routes';
import { useAddressParams } from '@/shared/lib/address-params';
import { ButtonLink } from '@/shared/ui/button-link';
import { PageContainer } from '@/shared/ui/page-container';
import { PendingListAdd } from '../product-list/add-pack';
import { AddPack } from './add-pack';

const renderAdd = (material: MaterialSummary, pack: MaterialPack) => <AddPack material={material} pack={pack} />;

/** /product/compare?ids=a,b,c — 商品对比 of 2–4 products, from the address alone (shareable); one list call. */
export function Component() {
  const [params, update] = useAddressParams();
  const ids = idsOf(params.get('ids'), COMPARE_LIMIT);
  const query = useQuery({
    ...materialQueries.list({ ids: ids.join(','), group: 'product', pageSize: COMPARE_LIMIT }),
    enabled: ids.length > 0,
  });

  const remove = (id: string) => {
    removeFromTray(id);
    // on the latest address: two quick 移除 both hold
    update((latest) => {
      const next = idsOf(latest.get('ids'), COMPARE_LIMIT).filter((i) => i !== id);
      return new URLSearchParams(next.length > 0 ? { ids: next.join(',') } : {});
    }, { replace: true });
  };

  const back = <ButtonLink to={ROUTES.products}>继续选购</ButtonLink>;

  if (ids.length === 0) {
    return (
      <PageContainer title="商品对比">
        <Result status="info" title="还没有要对比的商品" subTitle={`在商品列表或商品详情页点“加入对比”，最多 ${COMPARE_LIMIT} 件`} extra={back} />
      </PageContainer>
    );
  }

  const materials = query.data?.list ?? [];
  // a size no longer on sale is not in the answer; two sizes of one product are one row (group=product)
  const found = new Set(materials.flatMap((m) => [m._id, ...(m.packs ?? []).map((p) => p._id)]));
  const missing = query.isSuccess ? ids.filter((id) => !found.has(id)).length : 0;

  return (
    <PageContainer title="商品对比" extra={back}>
      {/* a visitor's 加入购物车, completed once signed in */}
      <PendingListAdd />
      {query.isError ? (
        <Alert
          type="error"
          title="商品信息加载失败"
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              重试
            </Button>
          }
        />
      ) : query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {missing > 0 ? <Alert type="warning" showIcon title={`${missing} 件商品已下架或不存在，未列入对比`} style={{ marginBottom: 12 }} /> : null}
          {materials.length > 0 ? <CompareTable materials={materials} onRemove={remove} addPack={renderAdd} /> : null}
        </>
      )}
    </PageContainer>
  );
}
