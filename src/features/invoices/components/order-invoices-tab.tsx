import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dayjs } from '@/shared/lib/date';
import { Button, DatePicker, Descriptions, Drawer, Empty, Input, Pagination, Select, Skeleton, Space, Steps, Table, Tag, Typography } from 'antd';
import { DATE_FORMAT } from '@/shared/config/constants';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { useSession } from '@/entities/member';
import { ButtonLink } from '@/shared/ui/button-link';
import { ItemList } from '@/shared/ui/item-list';
import { useDownloadInvoice } from '../api/mutations';
import { invoiceQueries } from '../api/queries';
import { INVOICE_PAGE_SIZE } from '../api/requests';
import type { Invoice, InvoiceFilters, InvoiceStatus } from '../api/types';
import { consolidatedLabel, invoiceOrders } from '../model/consolidated';
import { reissueSteps, STATUS_COLORS } from '../model/progress';
import { ReissueDialog } from './reissue-dialog';
import { getFeedback } from '@/shared/lib/feedback';

export const STATUS_OPTIONS: { value: InvoiceStatus | 'all'; label: string }[] = [
  { value: 'all', label: '全部状态' },
  { value: 'applying', label: '开票中' },
  { value: 'issued', label: '已开票' },
  { value: 'reissuing', label: '重开中' },
  { value: 'reissued', label: '已重开' },
  { value: 'rejected', label: '重开已驳回' },
];

function ReissueProgress({ invoice }: { invoice: Invoice }) {
  if (!invoice.reissue) return null;
  const steps = reissueSteps(invoice);
  return (
    <div aria-label={`重开进度：${invoice.reissue.status}`} style={{ maxWidth: 420 }}>
      <Steps size="small" current={steps.current} status={steps.status} items={steps.items} responsive={false} />
    </div>
  );
}

function DownloadButton({ invoice, type = 'link' }: { invoice: Invoice; type?: 'link' | 'primary' }) {
  const download = useDownloadInvoice();
  if (!invoice.canDownload || !invoice.formats.includes('pdf')) return null;
  return (
    <Button type={type} size="small" loading={download.isPending} onClick={() => download.mutate({ invoice })}>
      下载 PDF
    </Button>
  );
}

/** 复制下载链接: a link to /invoice/download for this invoice (whoever opens it signs in first). */
function CopyLinkButton({ invoice }: { invoice: Invoice }) {
  const { message } = getFeedback();
  if (!invoice.canDownload) return null;
  const copy = async () => {
    const link = `${window.location.origin}${ROUTES.invoiceDownload}?id=${encodeURIComponent(invoice._id)}`;
    try {
      await navigator.clipboard.writeText(link);
      message.success('下载链接已复制，登录本账号后可下载');
    } catch {
      message.info({ content: `请手动复制下载链接：${link}`, duration: 8 });
    }
  };
  return (
    <Button type="link" size="small" onClick={() => void copy()}>
      复制下载链接
    </Button>
  );
}

function InvoiceDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { member } = useSession();
  const detail = useQuery({ ...invoiceQueries.detail(member?._id, id ?? ''), enabled: id !== null });
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title="发票详情" size="large" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <Empty description="发票详情加载失败">
          <Button onClick={() => void detail.refetch()}>重试</Button>
        </Empty>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions title="发票信息" size="small" column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="发票号码">{d.invoiceNo}</Descriptions.Item>
            <Descriptions.Item label="发票类型">{d.typeLabel}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[d.status]}>{d.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="价税合计">{formatFen(toFen(d.amount))}</Descriptions.Item>
            <Descriptions.Item label="金额（不含税）">{formatFen(toFen(d.amountExclTax))}</Descriptions.Item>
            <Descriptions.Item label="税额">{formatFen(toFen(d.taxAmount))}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{formatDateTime(d.appliedAt)}</Descriptions.Item>
            <Descriptions.Item label="开票时间">{formatDateTime(d.issuedAt)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title="开票抬头（开具时的信息）" size="small" column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="抬头">{d.profile.title}</Descriptions.Item>
            {d.profile.taxNo ? <Descriptions.Item label="税号">{d.profile.taxNo}</Descriptions.Item> : null}
            {d.profile.regAddress ? <Descriptions.Item label="注册地址">{d.profile.regAddress}</Descriptions.Item> : null}
            {d.profile.regPhone ? <Descriptions.Item label="注册电话">{d.profile.regPhone}</Descriptions.Item> : null}
            {d.profile.bankName ? <Descriptions.Item label="开户银行">{d.profile.bankName}</Descriptions.Item> : null}
            {d.profile.bankAccount ? <Descriptions.Item label="银行账号">{d.profile.bankAccount}</Descriptions.Item> : null}
          </Descriptions>
          {d.reissue ? (
            <div>
              <Typography.Title level={5}>重开进度</Typography.Title>
              <ReissueProgress invoice={d} />
              <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                原因：{d.reissue.reason}（{formatDateTime(d.reissue.appliedAt)} 申请）
              </Typography.Paragraph>
            </div>
          ) : null}
          {d.consolidated && d.orders && d.orders.length > 0 ? (
            <div>
              <Typography.Title level={5}>{consolidatedLabel(d.orders.length)}</Typography.Title>
              <Table
                size="small"
                rowKey={(o) => o._id}
                pagination={false}
                dataSource={d.orders}
                scroll={{ x: true }}
                aria-label="发票包含的订单"
                columns={[
                  { title: '订单号', dataIndex: 'orderNo' },
                  { title: '下单时间', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at, DATE_FORMAT) },
                  { title: '金额', dataIndex: 'amount', align: 'right', render: (amount: number) => formatFen(toFen(amount)) },
                ]}
              />
              {d.remark ? <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>备注：{d.remark}</Typography.Paragraph> : null}
            </div>
          ) : d.order ? (
            <Descriptions title="关联订单" size="small" column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
              <Descriptions.Item label="订单号">{d.order.orderNo}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{formatDateTime(d.order.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="订单状态">{d.order.statusLabel}</Descriptions.Item>
              <Descriptions.Item label="订单金额">{formatFen(toFen(d.order.amount))}</Descriptions.Item>
            </Descriptions>
          ) : null}
          {d.items.length > 0 ? (
            <Table
              size="small"
              rowKey={(item) => item.matlId}
              pagination={false}
              dataSource={d.items}
              scroll={{ x: true }}
              columns={[
                { title: '货号', dataIndex: 'catalogNo' },
                { title: '名称', dataIndex: 'name' },
                { title: '数量', dataIndex: 'quantity', align: 'right' },
              ]}
            />
          ) : null}
          <Space>
            <DownloadButton invoice={d} type="primary" />
            <CopyLinkButton invoice={d} />
          </Space>
        </Space>
      )}
    </Drawer>
  );
}

/** 订单发票: invoices of the member's orders; the filters live in the page's URL. */
export function OrderInvoicesTab({ filters, onFilters }: { filters: InvoiceFilters; onFilters: (patch: Partial<InvoiceFilters>) => void }) {
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
                  <Tag>{inv.typeLabel}</Tag>
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
                  <ReissueProgress invoice={inv} />
                </Space>
              ),
              actions: [
                <Button key="detail" type="link" size="small" onClick={() => setDetailId(inv._id)}>
                  详情
                </Button>,
                <DownloadButton key="download" invoice={inv} />,
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
