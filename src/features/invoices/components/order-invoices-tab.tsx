import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dayjs } from '@/shared/lib/date';
import { Button, DatePicker, Empty, Input, Pagination, Select, Skeleton, Space, Tag } from 'antd';
import { DATE_FORMAT } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { useSession } from '@/entities/member';
import { ButtonLink } from '@/shared/ui/button-link';
import { ItemList } from '@/shared/ui/item-list';
import { invoiceQueries } from '../api/queries';
import { INVOICE_PAGE_SIZE } from '../api/requests';
import type { Invoice, InvoiceFilters, InvoiceStatus, InvoiceType } from '../api/types';
import { consolidatedLabel, invoiceOrders } from '../model/consolidated';
import { STATUS_COLORS } from '../model/progress';
import { DownloadButtons, RedLetterInfo, ReissueProgress, typeText } from './invoice-actions';
import { InvoiceDetailDrawer } from './invoice-detail-drawer';
import { ReissueDialog } from './reissue-dialog';

export const STATUS_OPTIONS: { value: InvoiceStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部状态' },
  { value: 'applying', label: '开票中' },
  { value: 'issued', label: '已开票' },
  { value: 'reissuing', label: '重开中' },
  { value: 'reissued', label: '已重开' },
  { value: 'rejected', label: '重开已驳回' },
  { value: 'redLettering', label: '红冲中' },
  { value: 'redLettered', label: '已红冲' },
];

const TYPE_OPTIONS: { value: InvoiceType | 'all'; label: string }[] = [
  { value: 'all', label: '全部类型' },
  { value: 'special', label: '专票（81）' },
  { value: 'normal', label: '普票（82）' },
];

/**
 * 订单发票: invoices of the member's orders; the filters live in the page's URL. `rowAction`: what the page adds to an
 * invoice's actions (the 报销材料包 of its orders).
 */
export function OrderInvoicesTab({
  filters,
  onFilters,
  rowAction,
}: {
  filters: InvoiceFilters;
  onFilters: (patch: Partial<InvoiceFilters>) => void;
  rowAction?: (invoice: Invoice) => ReactNode;
}) {
  const { member } = useSession();
  const invoices = useQuery(invoiceQueries.list(member?._id, filters));
  const [detailId, setDetailId] = useState<string | null>(null);
  const [reissuing, setReissuing] = useState<Invoice | null>(null);
  const [orderNo, setOrderNo] = useState(filters.orderNo);
  const page = invoices.data;

  return (
    <div>
      <div role="search" aria-label="发票筛选" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Select
          aria-label="发票状态"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => onFilters({ status, page: 1 })}
          style={{ width: 140 }}
        />
        <Select
          aria-label="发票类型"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onFilters({ type, page: 1 })}
          style={{ width: 140 }}
        />
        <DatePicker.RangePicker
          aria-label="申请日期"
          value={filters.from && filters.to ? [dayjs(filters.from), dayjs(filters.to)] : null}
          onChange={(range) =>
            onFilters({ from: range?.[0]?.format(DATE_FORMAT) ?? '', to: range?.[1]?.format(DATE_FORMAT) ?? '', page: 1 })
          }
          inputReadOnly
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Input.Search
          aria-label="订单号"
          placeholder="订单号"
          allowClear
          value={orderNo}
          onChange={(e) => setOrderNo(e.target.value)}
          onSearch={(value) => onFilters({ orderNo: value.trim().toUpperCase(), page: 1 })}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <ButtonLink to={ROUTES.invoiceApply} type="primary" style={{ marginLeft: 'auto' }}>
          合并开票
        </ButtonLink>
      </div>
      {invoices.isPending ? (
        <Skeleton active />
      ) : invoices.isError ? (
        <Empty description="发票加载失败">
          <Button onClick={() => void invoices.refetch()}>重试</Button>
        </Empty>
      ) : !page || page.list.length === 0 ? (
        <Empty description="没有符合条件的发票" />
      ) : (
        <>
          <ItemList
            label="订单发票列表"
            rows={page.list.map((inv) => ({
              key: inv._id,
              label: `发票 ${inv.invoiceNo || inv.orderNo}`,
              title: (
                <Space wrap size={8}>
                  <span>{inv.invoiceNo || '待开具'}</span>
                  <Tag color={STATUS_COLORS[inv.status]}>{inv.statusLabel}</Tag>
                  <Tag>{typeText(inv)}</Tag>
                  {inv.consolidated ? <Tag color="purple">{consolidatedLabel(invoiceOrders(inv).length)}</Tag> : null}
                  <strong>{formatFen(toFen(inv.amount))}</strong>
                </Space>
              ),
              description: (
                <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                  <span>抬头：{inv.title}</span>
                  <span style={{ overflowWrap: 'anywhere' }}>
                    订单号：{invoiceOrders(inv).map((o) => o.orderNo).join('、')} · 申请于 {formatDateTime(inv.appliedAt, DATE_FORMAT)}
                  </span>
                  {inv.remark ? <span>备注：{inv.remark}</span> : null}
                  <RedLetterInfo invoice={inv} />
                  <ReissueProgress invoice={inv} />
                </Space>
              ),
              actions: [
                <Button key="detail" type="link" size="small" onClick={() => setDetailId(inv._id)}>
                  详情
                </Button>,
                <DownloadButtons key="download" invoice={inv} />,
                inv.canDownload && rowAction ? <span key="pack">{rowAction(inv)}</span> : null,
                inv.canReissue ? (
                  <Button key="reissue" type="link" size="small" onClick={() => setReissuing(inv)}>
                    申请重开
                  </Button>
                ) : null,
              ],
            }))}
          />
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={filters.page}
            pageSize={INVOICE_PAGE_SIZE}
            total={page.total}
            showSizeChanger={false}
            simple={{ readOnly: false }}
            onChange={(p) => onFilters({ page: p })}
          />
        </>
      )}
      <InvoiceDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <ReissueDialog invoice={reissuing} onClose={() => setReissuing(null)} />
    </div>
  );
}
