import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api';
import { Button, Popconfirm, Tag, Timeline } from 'antd';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { afterSalesQueries, useWithdrawAfterSales, type AfterSalesCase, type AfterSalesStatus } from '../api/after-sales';
import { isDelivered, orderStyles, type OrderDetail } from '@/entities/order';
import { BlobImage } from '@/shared/ui/blob-image';

import styles from './after-sales.styles';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

/** The mall's refusal of a withdrawal: the case moved on (accepted, processing…) and may no longer be withdrawn. */
const WITHDRAW_REFUSED = MALL_CODE.afterSalesConflict;

const STATUS_COLOR: Record<AfterSalesStatus, string> = {
  submitted: 'blue',
  accepted: 'cyan',
  processing: 'orange',
  resolved: 'green',
  closed: 'default',
  withdrawn: 'default',
};

/** One photo of a case: fetched through the client (the member's token), shown from an object URL. */
function CasePhoto({ caseId, n }: { caseId: string; n: number }) {
  const photo = useQuery(afterSalesQueries.photo(caseId, n));
  if (photo.isError) return <span className={`${styles.thumb} ${styles.thumbFailed}`} role="img" aria-label={`售后照片 ${n + 1} 无法加载`} />;
  if (!photo.data) return <span className={styles.thumb} aria-busy="true" />;
  return <BlobImage blob={photo.data} alt={`售后照片 ${n + 1}`} className={styles.thumb} />;
}

function CaseCard({ item }: { item: AfterSalesCase }) {
  const qc = useQueryClient();
  const withdraw = useWithdrawAfterSales();
  const { message } = getFeedback();
  return (
    <article className={styles.case} aria-label={`售后 ${item.caseNo}`}>
      <header className={styles.caseHead}>
        <span className={styles.caseNo}>售后单 {item.caseNo}</span>
        <Tag color={STATUS_COLOR[item.status]}>{item.statusLabel}</Tag>
        <span className={styles.muted}>{formatDateTime(item.createdAt)}</span>
        {item.canWithdraw ? (
          <Popconfirm
            title="撤回这条售后申请？"
            description="撤回后如仍有问题，可重新申请。"
            okText="撤回"
            cancelText="再想想"
            onConfirm={() =>
              withdraw
                .mutateAsync(item._id)
                .then(() => void message.success(`售后申请 ${item.caseNo} 已撤回`))
                .catch((error: unknown) => {
                  // the client has said the mall's reason; 10121 (no longer withdrawable): read the cases again so the
                  // button goes
                  if (isApiError(error) && error.code === WITHDRAW_REFUSED) void qc.invalidateQueries({ queryKey: afterSalesQueries.list(item.orderId).queryKey });
                })
            }
          >
            <Button size="small" className={styles.caseWithdraw} loading={withdraw.isPending}>
              撤回
            </Button>
          </Popconfirm>
        ) : null}
      </header>
      <div>
        {item.name} <span className={styles.muted}>货号 {item.catalogNo} × {item.quantity}</span>
      </div>
      <div>
        <Tag>{item.reasonLabel}</Tag>
        <Tag>{item.wantLabel}</Tag>
      </div>
      <p className={styles.caseText}>{item.description}</p>
      {item.photoCount > 0 ? (
        <div className={styles.thumbs} role="group" aria-label="售后照片">
          {Array.from({ length: item.photoCount }, (_, n) => (
            <CasePhoto key={n} caseId={item._id} n={n} />
          ))}
        </div>
      ) : null}
      <Timeline
        className={styles.events}
        aria-label={`售后 ${item.caseNo} 进度`}
        items={item.events.map((e, i) => ({
          color: i === item.events.length - 1 ? STATUS_COLOR[e.status] : 'gray',
          content: (
            <div>
              <div>
                {e.statusLabel} <span className={styles.muted}>· {e.actor}</span>
              </div>
              {e.note ? <div className={styles.caseText}>{e.note}</div> : null}
              <div className={styles.muted}>{formatDateTime(e.at)}</div>
            </div>
          ),
        }))}
      />
    </article>
  );
}

function Cases({ orderId }: { orderId: string }) {
  const query = useQuery(afterSalesQueries.list(orderId));
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <section className={orderStyles.panel} aria-label="售后">
        <p className={styles.muted}>
          售后记录暂时无法加载（{query.error.message}）
          <Button type="link" loading={query.isFetching} onClick={() => void query.refetch()}>
            重试
          </Button>
        </p>
      </section>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section className={orderStyles.panel} aria-labelledby="after-sales-title">
      <h2 id="after-sales-title" className={orderStyles.h2}>
        售后（{query.data.length}）
      </h2>
      {query.data.map((item) => (
        <CaseCard key={item._id} item={item} />
      ))}
    </section>
  );
}

/** 售后 on the order detail (docs/api.md §15): only an order with a delivered parcel can have cases. */
export function AfterSalesSection({ order }: { order: OrderDetail }) {
  if (!order.stockOuts.some(isDelivered)) return null;
  return <Cases orderId={order._id} />;
}
