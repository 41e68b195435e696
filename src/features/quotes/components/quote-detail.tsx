import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { chinaDate, formatDateTime } from '@/shared/lib/date';
import { feedback } from '@/shared/lib/feedback';
import { formatFen, ratePercent, toFen } from '@/shared/lib/money';
import { ButtonLink } from '@/shared/ui/button-link';
import { RecordFallback } from '@/shared/ui/record-fallback';
import { pricedLines, validityOf, type Quote, type QuoteLine } from '@/entities/quote';
import { useDeclineQuote } from '../api/mutations';
import { quoteQueries } from '../api/queries';
import { downloadQuotePdf } from '../api/requests';
import { QUOTE_STATUS_COLOR } from '../model/statuses';
import { ValidityText } from './validity-text';
import styles from './quotes.styles';

const DECLINE_REASON_MAX = 200;

/** The checkout from a quote (docs/api.md §16 Accepting). */
export const orderFromQuote = (id: string) => `${ROUTES.orderAdd}?${new URLSearchParams({ quote: id }).toString()}`;

function LinePrice({ line }: { line: QuoteLine }) {
  if (line.status === 'pending') {
    return (
      <div className={styles.linePrice}>
        <Tag color="orange">待报价</Tag>
      </div>
    );
  }
  if (line.status === 'declined') {
    return (
      <div className={styles.lineDeclined}>
        <Tag color="red">{line.statusLabel || '无法供货'}</Tag>
        {line.declineReason ? <span className={styles.muted}>{line.declineReason}</span> : null}
      </div>
    );
  }
  const discounted = line.listPrice !== null && line.unitPrice !== null && line.listPrice > line.unitPrice;
  return (
    <div className={styles.linePrice}>
      <div>
        {discounted ? (
          <del className={styles.listPrice} aria-label={`目录价 ${formatFen(toFen(line.listPrice))}`}>
            {formatFen(toFen(line.listPrice))}
          </del>
        ) : null}
        <span className={styles.unitPrice}>{formatFen(toFen(line.unitPrice))}</span>
        <span className={styles.muted}> × {line.quantity}</span>
      </div>
      {line.discountNote ? <Tag color="volcano">{line.discountNote}</Tag> : null}
      <b className={styles.lineAmount}>{formatFen(toFen(line.amount))}</b>
    </div>
  );
}

function Lines({ quote }: { quote: Quote }) {
  return (
    <ul className={styles.lines}>
      {quote.lines.map((line) => (
        <li key={line._id} className={styles.line} aria-label={line.name}>
          <div className={styles.lineText}>
            <div className={styles.itemName}>
              {line.kind === 'listed' && line.matlId ? <Link to={ROUTES.product(line.matlId)}>{line.name}</Link> : line.name}
              {line.kind === 'custom' ? <Tag className={styles.tagGap}>目录外</Tag> : null}
            </div>
            <div className={styles.muted}>
              {[line.catalogNo && `货号 ${line.catalogNo}`, line.spec, line.mfrName].filter(Boolean).join(' · ')} · 数量 {line.quantity}
            </div>
            {line.leadDays !== null && line.status === 'quoted' ? <div className={styles.muted}>货期：下单后 {line.leadDays} 个工作日内发货</div> : null}
            {line.neededBy ? <div className={styles.muted}>需求日期 {line.neededBy}</div> : null}
            {line.note ? <div className={styles.muted}>说明：{line.note}</div> : null}
          </div>
          <LinePrice line={line} />
        </li>
      ))}
    </ul>
  );
}

/** 拒绝报价 with an optional reason; a refusal (10132: ordered, expired) is said by the client and the quote read again. */
function DeclineDialog({ quote, open, onClose, onDeclined }: { quote: Quote; open: boolean; onClose: () => void; onDeclined: () => void }) {
  const [reason, setReason] = useState('');
  const decline = useDeclineQuote();
  const declined = useRef(false);
  const send = () =>
    decline.mutate(
      { id: quote._id, reason: reason.trim() },
      {
        onSuccess: () => {
          feedback.success(`已拒绝报价单 ${quote.quoteNo}`);
          setReason('');
          declined.current = true;
          onClose();
        },
        onError: onClose,
      },
    );
  return (
    <Modal
      open={open}
      title={`拒绝报价单 ${quote.quoteNo}？`}
      onCancel={onClose}
      okText="拒绝报价"
      okButtonProps={{ danger: true, loading: decline.isPending }}
      cancelText="再想想"
      onOk={send}
      // the 拒绝报价 button that opened it is gone once declined: focus goes to the quote's summary, not nowhere
      afterClose={() => {
        if (declined.current) onDeclined();
        declined.current = false;
      }}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
    >
      <p className={styles.muted}>拒绝后该报价单不能再下单，如需购买请重新询价。</p>
      <label htmlFor="quote-decline-reason" className={styles.fieldLabel}>
        拒绝原因（选填）
      </label>
      <Input.TextArea
        id="quote-decline-reason"
        value={reason}
        maxLength={DECLINE_REASON_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder="例如：预算调整、已选择其他供应商"
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}

/**
 * 报价单详情 (docs/api.md §16): the lines with their prices, totals with tax and freight, validity, remark and
 * delivery terms; 下载报价单, 接受报价并下单, 拒绝报价. Read again every 30 s while the mall is still answering.
 */
export function QuoteDetailView({ id }: { id: string }) {
  const query = useQuery(quoteQueries.live(id));
  const [declining, setDeclining] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const summary = useRef<HTMLElement>(null);
  const [today] = useState(() => chinaDate(Date.now()));

  const quote = query.data;
  if (!quote) return <RecordFallback query={query} rows={10} missing="报价单不存在" failed="报价单暂时无法加载" back={{ to: ROUTES.quotes, label: '返回我的询价' }} />;
  const validity = validityOf(quote, today);
  const priced = pricedLines(quote).length > 0;
  // the 报价单 exists once the mall has answered every line (10133 while pending, or declined with no price)
  const hasDocument = priced && quote.status !== 'pending';
  const download = () => {
    setDownloading(true);
    downloadQuotePdf(quote._id, quote.quoteNo)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };

  return (
    <div className={styles.detail}>
      <section ref={summary} tabIndex={-1} className={styles.panel} aria-label="报价单概要">
        <div className={styles.detailHead}>
          <div>
            <div className={styles.quoteNoBig}>报价单号 {quote.quoteNo}</div>
            <div className={styles.muted}>
              询价 {formatDateTime(quote.createdAt, 'YYYY-MM-DD HH:mm')} · 询价人 {quote.requestedByName}
              {quote.quotedAt ? ` · 报价 ${formatDateTime(quote.quotedAt, 'YYYY-MM-DD HH:mm')}` : ''}
            </div>
            {quote.status !== 'pending' ? <ValidityText validity={validity} /> : null}
          </div>
          <Tag color={QUOTE_STATUS_COLOR[quote.status]} className={styles.bigStatus}>
            {quote.statusLabel}
          </Tag>
        </div>
        {quote.status === 'pending' ? (
          <Alert
            type="info"
            showIcon
            className={styles.block}
            title="商城正在核实目录外商品的价格和货期"
            description="报价完成后本页会自动更新，无需刷新。目录商品已按贵单位价格报价。"
          />
        ) : null}
        {quote.status === 'declined' && quote.declineReason !== null ? (
          <Alert type="warning" showIcon className={styles.block} title={quote.declinedBy === 'buyer' ? '您已拒绝该报价' : '商城无法供货'} description={quote.declineReason || undefined} />
        ) : quote.status === 'declined' ? (
          <Alert type="warning" showIcon className={styles.block} title={quote.declinedBy === 'buyer' ? '您已拒绝该报价' : '商城无法供货'} />
        ) : null}
        {quote.status === 'expired' ? <Alert type="warning" showIcon className={styles.block} title="报价单已过期，如需购买请重新询价" /> : null}
        {quote.status === 'accepted' && quote.orderId ? (
          <Alert
            type="success"
            showIcon
            className={styles.block}
            title={
              <span>
                已按此报价下单：<Link to={ROUTES.order(quote.orderId)}>{quote.orderNo}</Link>
              </span>
            }
          />
        ) : null}
        <div className={styles.detailActions}>
          {quote.canAccept ? (
            <ButtonLink to={orderFromQuote(quote._id)} type="primary">
              接受报价并下单
            </ButtonLink>
          ) : null}
          {hasDocument ? (
            <Button loading={downloading} onClick={download}>
              下载报价单
            </Button>
          ) : null}
          {quote.canDecline ? (
            <Button danger onClick={() => setDeclining(true)}>
              拒绝报价
            </Button>
          ) : null}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title" className={styles.h2}>
          询价商品（{quote.lines.length} 种）
        </h2>
        <Lines quote={quote} />
        {priced ? (
          <dl className={styles.amounts} aria-label="报价合计">
            <dt>商品金额</dt>
            <dd>{formatFen(toFen(quote.goodsAmount))}</dd>
            <dt>运费</dt>
            <dd>{quote.freight > 0 ? formatFen(toFen(quote.freight)) : '免运费'}</dd>
            {quote.coldChainFee > 0 ? (
              <>
                <dt>干冰费</dt>
                <dd>{formatFen(toFen(quote.coldChainFee))}</dd>
              </>
            ) : null}
            <dt>{quote.status === 'pending' ? '已报价部分合计（含税）' : '合计（含税）'}</dt>
            <dd className={styles.amount} data-testid="quote-amount">
              {formatFen(toFen(quote.amount))}
            </dd>
            <dt>其中税额（税率 {ratePercent(quote.taxRate)}%）</dt>
            <dd>{formatFen(toFen(quote.taxAmount))}</dd>
          </dl>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="quote-terms-title">
        <h2 id="quote-terms-title" className={styles.h2}>
          条款与备注
        </h2>
        <dl className={styles.facts}>
          <dt>交货条款</dt>
          <dd>{quote.deliveryTerms || '—'}</dd>
          <dt>有效期</dt>
          <dd>{quote.validUntil && quote.status !== 'pending' ? `报价后 30 天，至 ${quote.validUntil}` : '报价后 30 天'}</dd>
          <dt>备注</dt>
          <dd>{quote.remark || '—'}</dd>
        </dl>
      </section>

      {/* mounted whatever the quote's state: once declined it closes (and hands the focus on) without its button */}
      <DeclineDialog quote={quote} open={declining} onClose={() => setDeclining(false)} onDeclined={() => summary.current?.focus()} />
    </div>
  );
}
