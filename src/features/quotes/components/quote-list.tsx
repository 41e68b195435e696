import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Button, Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { useAddressParams } from '@/shared/lib/address-params';
import { chinaDate, formatDateTime } from '@/shared/lib/date';
import { formatFen, toFen } from '@/shared/lib/money';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadFailed } from '@/shared/ui/load-failed';
import { validityOf, type QuoteListItem } from '@/entities/quote';
import { quoteQueries } from '../api/queries';
import type { QuoteFilters } from '@/entities/quote';
import { openQuoteRequestAtom } from '../model/dialogs';
import { isQuoteStatus, QUOTE_STATUS_COLOR, QUOTE_TABS } from '../model/statuses';
import { ValidityText } from './validity-text';
import styles from './quotes.styles';

export const QUOTE_PAGE_SIZE = 10;

/** Status and page live in the URL. */
function useFilters(): [QuoteFilters, (patch: { status?: string; page?: number }) => void] {
  const [params, setParams] = useAddressParams();
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  const filters: QuoteFilters = {
    status: isQuoteStatus(status) ? status : 'all',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: QUOTE_PAGE_SIZE,
  };
  const update = (patch: { status?: string; page?: number }) =>
    setParams((next) => {
      if (patch.status !== undefined) {
        if (patch.status === 'all') next.delete('status');
        else next.set('status', patch.status);
        next.delete('page');
      }
      if (patch.page !== undefined) {
        if (patch.page === 1) next.delete('page');
        else next.set('page', String(patch.page));
      }
      return next;
    });
  return [filters, update];
}

function QuoteCard({ quote, today }: { quote: QuoteListItem; today: string }) {
  const validity = validityOf(quote, today);
  return (
    <article className={styles.card} aria-label={`报价单 ${quote.quoteNo}`}>
      <header className={styles.cardHead}>
        <Link to={ROUTES.quote(quote._id)} className={styles.quoteNo}>
          {quote.quoteNo}
        </Link>
        <span className={styles.muted}>{formatDateTime(quote.createdAt, 'YYYY-MM-DD HH:mm')}</span>
        <span className={styles.muted}>询价人 {quote.requestedByName}</span>
        <Tag color={QUOTE_STATUS_COLOR[quote.status]} className={styles.status}>
          {quote.statusLabel}
        </Tag>
      </header>
      <div className={styles.cardBody}>
        <div className={styles.cardNames}>
          {quote.names.map((name, i) => (
            <div key={`${i}-${name}`} className={styles.itemName}>
              {name}
            </div>
          ))}
          {quote.lineCount > quote.names.length ? <div className={styles.muted}>… 共 {quote.lineCount} 种商品</div> : <div className={styles.muted}>共 {quote.lineCount} 种商品</div>}
        </div>
        <div className={styles.cardSum}>
          {quote.amount > 0 ? <div className={styles.amount}>{formatFen(toFen(quote.amount))}</div> : <div className={styles.muted}>{quote.status === 'pending' ? '待报价' : '暂无报价'}</div>}
          {/* the validity matters while the quote may still be ordered (or just could not any more) */}
          {quote.status === 'quoted' || quote.status === 'expired' ? <ValidityText validity={validity} /> : null}
          {quote.orderId && quote.orderNo ? (
            <div className={styles.muted}>
              已下单 <Link to={ROUTES.order(quote.orderId)}>{quote.orderNo}</Link>
            </div>
          ) : null}
        </div>
        <div className={styles.cardActions}>
          <ButtonLink to={ROUTES.quote(quote._id)} block size="middle" type={quote.status === 'quoted' ? 'primary' : 'default'} aria-label={`${quote.status === 'quoted' ? '查看报价' : '查看详情'} ${quote.quoteNo}`}>
            {quote.status === 'quoted' ? '查看报价' : '查看详情'}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

/** 我的询价 (docs/api.md §16): status tabs, the account's quotes as cards, paging, 新建询价. */
export function QuoteList() {
  const [filters, update] = useFilters();
  const list = useQuery(quoteQueries.list(filters));
  const openRequest = useSetAtom(openQuoteRequestAtom);
  const [today] = useState(() => chinaDate(Date.now()));
  const newRequest = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => openRequest([])}>
      新建询价
    </Button>
  );

  return (
    <div>
      <div className={styles.listBar}>
        <p className={styles.muted}>目录商品立即报价；目录外商品由商城核实后报价。报价单可下载打印，用于审批、招标或报销。</p>
        {newRequest}
      </div>
      <Tabs
        className={styles.tabs}
        activeKey={filters.status}
        items={QUOTE_TABS.map((t) => ({ key: t.key, label: t.label }))}
        onChange={(key) => update({ status: key })}
        aria-label="询价状态"
      />
      {(list.isError || list.failureCount > 0) && !list.data ? (
        <LoadFailed title="询价单暂时无法加载" retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.data.list.length === 0 ? (
        <div className={styles.emptyBox}>
          <Empty description={filters.status === 'all' ? '还没有询价单' : '没有该状态的询价单'}>{filters.status === 'all' ? newRequest : null}</Empty>
        </div>
      ) : (
        <div aria-busy={list.isFetching} className={styles.list}>
          {list.data.list.map((quote) => (
            <QuoteCard key={quote._id} quote={quote} today={today} />
          ))}
          <Pagination
            className={styles.pager}
            current={filters.page}
            pageSize={QUOTE_PAGE_SIZE}
            total={list.data.total}
            showSizeChanger={false}
            showTotal={(total) => `共 ${total} 个询价单`}
            onChange={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
