import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Spin } from 'antd';
import { isApiError } from '@/shared/api/errors';
import { formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { isMallId } from '@/shared/lib/ids';
import { useSession } from '@/entities/member';
import { useDownloadInvoice } from '../api/mutations';
import { invoiceQueries } from '../api/queries';
import type { InvoiceFormat } from '../api/types';
import { consolidatedLabel, invoiceOrders } from '../model/consolidated';

/**
 * Links already downloaded by themselves in this page load: the route gate may
 * remount the panel while the session reloads, and one link gives one file.
 */
const autoDownloaded = new Set<string>();

export const LINK_INVALID = '下载链接无效';
export const LINK_EXPIRED = '下载链接已过期';

/** Why a link cannot be used, or null: the id must be a mall id (docs/api.md §1). `expires`: epoch milliseconds or an ISO time. */
export function linkProblem(id: string, expires: string | null, now = Date.now()): string | null {
  if (!isMallId(id)) return LINK_INVALID;
  if (expires) {
    const at = /^\d+$/.test(expires) ? Number(expires) : Date.parse(expires);
    if (!Number.isFinite(at) || at < now) return LINK_EXPIRED;
  }
  return null;
}

/**
 * /invoice/download?id=…[&format=pdf][&expires=…]: says which invoice is being
 * downloaded, downloads it once, and offers 重新下载. An unknown, foreign or
 * no-longer-valid invoice, or an expired link, gets a clear message.
 */
export function InvoiceDownloadPanel({ id, format, expires, homeHref }: { id: string; format: InvoiceFormat; expires: string | null; homeHref: string }) {
  const problem = linkProblem(id, expires);
  const { member } = useSession();
  const invoice = useQuery({ ...invoiceQueries.one(member?._id, id), enabled: problem === null });
  const download = useDownloadInvoice();
  const inv = invoice.data;
  const usable = inv !== undefined && inv.canDownload && inv.formats.includes(format);

  useEffect(() => {
    const key = `${id}.${format}`;
    if (!inv || !usable || autoDownloaded.has(key)) return;
    autoDownloaded.add(key);
    download.mutate({ invoice: inv, format });
  }, [id, inv, usable, format, download]);

  const back = (
    <Button type="primary" href={homeHref}>
      前往我的发票
    </Button>
  );

  if (problem === LINK_EXPIRED) {
    return <Result status="warning" title={LINK_EXPIRED} subTitle="请回到「我的发票」重新下载，或联系发送链接的人重新获取。" extra={back} />;
  }
  if (problem) {
    return <Result status="error" title={LINK_INVALID} subTitle="链接缺少发票编号或编号不正确，请检查链接是否完整。" extra={back} />;
  }
  if (invoice.isPending) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin size="large" description="正在读取发票信息…" />
      </div>
    );
  }
  if (invoice.isError || !inv) {
    const missing = isApiError(invoice.error) && invoice.error.status === 404;
    return (
      <Result
        status={missing ? 'error' : 'warning'}
        title={missing ? `${LINK_INVALID}或发票不存在` : '暂时无法读取发票信息'}
        subTitle={missing ? '该发票不存在，或不属于当前登录的账号。' : invoice.error?.message}
        extra={
          missing ? (
            back
          ) : (
            <Button type="primary" onClick={() => void invoice.refetch()}>
              重试
            </Button>
          )
        }
      />
    );
  }

  const fileName = `发票-${inv.invoiceNo}.${format}`;
  return (
    <>
      <Result
        status={usable ? (download.isError ? 'warning' : download.isPending ? 'info' : 'success') : 'warning'}
        title={usable ? (download.isError ? '下载失败，请重试' : download.isPending ? '正在下载发票…' : '发票已开始下载') : '该发票暂不能下载'}
        subTitle={usable ? fileName : `发票状态：${inv.statusLabel}。${inv.status === 'applying' ? '开具后即可下载。' : inv.status === 'redLettered' ? '该发票已红冲作废，不能再下载。' : '原发票已作废，请下载重开后的新发票。'}`}
        extra={[
          usable ? (
            <Button key="again" type="primary" loading={download.isPending} onClick={() => download.mutate({ invoice: inv, format })}>
              重新下载
            </Button>
          ) : null,
          <Button key="home" href={homeHref}>
            前往我的发票
          </Button>,
        ]}
      />
      <Descriptions size="small" column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label="发票号码">{inv.invoiceNo}</Descriptions.Item>
        <Descriptions.Item label="发票类型">{inv.typeLabel}</Descriptions.Item>
        <Descriptions.Item label="抬头">{inv.title}</Descriptions.Item>
        <Descriptions.Item label="价税合计">{formatFen(toFen(inv.amount))}</Descriptions.Item>
        {inv.consolidated ? (
          <Descriptions.Item label="开票方式">{consolidatedLabel(invoiceOrders(inv).length)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="订单号">
          <span style={{ overflowWrap: 'anywhere' }}>{invoiceOrders(inv).map((o) => o.orderNo).join('、')}</span>
        </Descriptions.Item>
        <Descriptions.Item label="开票时间">{formatDateTime(inv.issuedAt)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
