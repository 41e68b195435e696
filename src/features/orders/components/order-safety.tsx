import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ControlTags, DOC_TITLE, useDownloadMaterialDoc } from '@/entities/material';
import { type OrderDetail, orderStyles as styles } from '@/entities/order';

/**
 * 安全技术说明书 of what the order bought (docs/api.md §22): each item with an SDS, its control classes, and its
 * download through the shop's client (a refusal such as 该商品暂无安全技术说明书 is said by the client).
 */
export function OrderSafetyDocs({ order }: { order: OrderDetail }) {
  const download = useDownloadMaterialDoc();
  const items = order.items.filter((i) => i.hasSds);
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="sds-title">
      <h2 id="sds-title" className={styles.h2}>
        {DOC_TITLE.sds}（{items.length}）
      </h2>
      <ul className={styles.checkoutItems}>
        {items.map((item) => (
          <li key={item.matlId} className={styles.itemLine} style={{ alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {item.name} <span className={styles.muted}>{item.catalogNo}</span> <ControlTags controls={item.controls} />
            </span>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`下载 ${item.name} 的安全技术说明书`}
              loading={download.isPending && download.variables.matlId === item.matlId}
              onClick={() => download.mutate({ matlId: item.matlId, catalogNo: item.catalogNo, kind: 'sds' })}
            >
              SDS
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
