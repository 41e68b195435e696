import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { DATE_FORMAT } from '@/shared/config/constants';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { useSession } from '@/entities/member';
import { invoiceQueries } from '../api/queries';
import { consolidatedLabel } from '../model/consolidated';
import { STATUS_COLORS } from '../model/progress';
import { CopyLinkButton, DownloadButtons, ReissueProgress, typeText } from './invoice-actions';

/** 发票详情: the invoice as issued, its red-letter or reissue progress, its orders and lines, a download of each format. */
export function InvoiceDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
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
            <Descriptions.Item label="发票类型">{typeText(d)}</Descriptions.Item>
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
          {d.redLetter ? (
            <div>
              <Typography.Title level={5}>红冲</Typography.Title>
              <Descriptions size="small" column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
                <Descriptions.Item label="红冲状态">{d.redLetter.status}</Descriptions.Item>
                <Descriptions.Item label="红字确认单">{d.redLetter.confirmationNo}</Descriptions.Item>
                <Descriptions.Item label="红字发票">{d.redLetter.redInvoiceNo ?? '待开具'}</Descriptions.Item>
                <Descriptions.Item label="红冲金额">{formatFen(-toFen(d.amount))}</Descriptions.Item>
                <Descriptions.Item label="原因">{d.redLetter.reason}</Descriptions.Item>
              </Descriptions>
            </div>
          ) : null}
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
            <DownloadButtons invoice={d} primary />
            <CopyLinkButton invoice={d} />
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
