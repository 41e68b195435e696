import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { isApiError } from '@/shared/api';
import { loginPath, ROUTES } from '@/shared/config/routes';
import { useSession } from '@/entities/member';
import { orderQueries, type OrderFilters } from '@/entities/order';
import { quoteQueries, type QuoteFilters, type QuoteListItem } from '@/entities/quote';
import type { AccountQuestion, AccountRef } from '../model/account-question';
import { orderFacts, quoteFacts, type Fact } from '../model/account-facts';
import css from './account-card.css?inline';
import { chunkStyles } from '@/shared/ui/chunk-styles';

const styles = chunkStyles('account', css);

type Navigate = (path: string) => void;

/** The orders list as the mall filters it: every status, newest first (the same factory as 我的订单). */
const orderSearch = (keyword: string, pageSize = 10): OrderFilters => ({ status: 'all', keyword, createdAt: null, page: 1, pageSize });
const quoteSearch = (keyword: string, pageSize = 10): QuoteFilters => ({ status: 'all', keyword, page: 1, pageSize });

function Link({ to, onNavigate, children }: { to: string; onNavigate: Navigate; children: ReactNode }) {
  return (
    <a
      href={to}
      className={styles.link}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}

function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={typeof title === 'string' ? title : undefined}>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact} data-named={fact.named || undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Loading() {
  return <p className={styles.note} aria-busy="true">正在查询…</p>;
}

/** A passing failure: said here once, with 重试 (nobody is signed out). */
function Failed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p className={styles.note} role="alert">
      暂时无法查询{what}，请稍后重试。{' '}
      <Button size="small" onClick={retry}>
        重试
      </Button>
    </p>
  );
}

function NotFound({ what, no, onNavigate }: { what: string; no: string; onNavigate: Navigate }) {
  const list = what === '报价单' ? { to: ROUTES.quotes, label: '我的询价' } : { to: ROUTES.orders, label: '我的订单' };
  return (
    <Card title={`${what} ${no}`}>
      <p className={styles.note}>
        没有找到{what} {no}：请核对编号，或该{what}不属于当前登录的账号。您可以在
        <Link to={list.to} onNavigate={onNavigate}>
          {list.label}
        </Link>
        中查看全部。
      </p>
    </Card>
  );
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/** One order: its detail and after-sales cases (the entries the order page reads). */
function OrderCard({ orderId, caseNo, onNavigate }: { orderId: string; caseNo?: string; onNavigate: Navigate }) {
  const detail = useQuery(orderQueries.detail(orderId));
  const cases = useQuery(orderQueries.afterSales(orderId));
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <Failed what="订单" retry={() => void detail.refetch()} />;
  const order = detail.data;
  return (
    <Card title={`订单 ${order.orderNo}`}>
      <Facts facts={orderFacts(order, cases.isError ? null : cases.data, caseNo)} />
      <Link to={ROUTES.order(order._id)} onNavigate={onNavigate}>
        查看订单详情
      </Link>
    </Card>
  );
}

function OrderByNumber({ no, onNavigate }: { no: string; onNavigate: Navigate }) {
  const search = useQuery({ ...orderQueries.list(orderSearch(no), true), placeholderData: undefined });
  if (search.isPending) return <Loading />;
  if (search.isError) return <Failed what="订单" retry={() => void search.refetch()} />;
  const hit = search.data.list.find((o) => o.orderNo === no);
  return hit ? <OrderCard orderId={hit._id} onNavigate={onNavigate} /> : <NotFound what="订单" no={no} onNavigate={onNavigate} />;
}

/** An after-sales number: the mall finds its order by it (docs/api.md §6 keyword); the case must be among its cases. */
function CaseByNumber({ no, onNavigate }: { no: string; onNavigate: Navigate }) {
  const search = useQuery({ ...orderQueries.list(orderSearch(no), true), placeholderData: undefined });
  const orderId = search.data?.list[0]?._id;
  const cases = useQuery({ ...orderQueries.afterSales(orderId ?? ''), enabled: orderId !== undefined });
  if (search.isPending || (orderId !== undefined && cases.isPending)) return <Loading />;
  if (search.isError) return <Failed what="售后单" retry={() => void search.refetch()} />;
  if (orderId === undefined || (cases.isError && notFound(cases.error)) || (cases.data && !cases.data.some((c) => c.caseNo === no)))
    return <NotFound what="售后单" no={no} onNavigate={onNavigate} />;
  return <OrderCard orderId={orderId} caseNo={no} onNavigate={onNavigate} />;
}

function QuoteByNumber({ no, onNavigate }: { no: string; onNavigate: Navigate }) {
  const search = useQuery({ ...quoteQueries.list(quoteSearch(no), true), placeholderData: undefined });
  if (search.isPending) return <Loading />;
  if (search.isError) return <Failed what="报价单" retry={() => void search.refetch()} />;
  const quote = search.data.list.find((q) => q.quoteNo === no);
  if (!quote) return <NotFound what="报价单" no={no} onNavigate={onNavigate} />;
  return <QuoteCard quote={quote} onNavigate={onNavigate} />;
}

function QuoteCard({ quote, onNavigate }: { quote: QuoteListItem; onNavigate: Navigate }) {
  return (
    <Card title={`报价单 ${quote.quoteNo}`}>
      <Facts facts={quoteFacts(quote)} />
      <Link to={ROUTES.quote(quote._id)} onNavigate={onNavigate}>
        查看报价单
      </Link>
    </Card>
  );
}

/** No number: the most recent order (or quote), and the way to the others. */
function Recent({ of, onNavigate }: { of: 'order' | 'quote'; onNavigate: Navigate }) {
  const orders = useQuery({ ...orderQueries.list(orderSearch('', 1), true), placeholderData: undefined, enabled: of === 'order' });
  const quotes = useQuery({ ...quoteQueries.list(quoteSearch('', 1), true), placeholderData: undefined, enabled: of === 'quote' });
  const search = of === 'order' ? orders : quotes;
  const what = of === 'order' ? '订单' : '报价单';
  const list = of === 'order' ? { to: ROUTES.orders, label: '我的订单' } : { to: ROUTES.quotes, label: '我的询价' };
  if (search.isPending) return <Loading />;
  if (search.isError) return <Failed what={what} retry={() => void search.refetch()} />;
  const latestOrder = of === 'order' ? orders.data?.list[0] : undefined;
  const latestQuote = of === 'quote' ? quotes.data?.list[0] : undefined;
  if (!latestOrder && !latestQuote) return <p className={styles.note}>您还没有{what}。</p>;
  return (
    <>
      <p className={styles.note}>
        您最近的{what}如下；其他{what}请在
        <Link to={list.to} onNavigate={onNavigate}>
          {list.label}
        </Link>
        中查看，或告诉我编号（如 {of === 'order' ? 'SO2611140056' : 'QT2611210007'}）。
      </p>
      {latestOrder ? <OrderCard orderId={latestOrder._id} onNavigate={onNavigate} /> : null}
      {latestQuote ? <QuoteCard quote={latestQuote} onNavigate={onNavigate} /> : null}
    </>
  );
}

function RefCard({ reference, onNavigate }: { reference: AccountRef; onNavigate: Navigate }) {
  switch (reference.kind) {
    case 'order':
      return <OrderByNumber no={reference.no} onNavigate={onNavigate} />;
    case 'quote':
      return <QuoteByNumber no={reference.no} onNavigate={onNavigate} />;
    case 'afterSales':
      return <CaseByNumber no={reference.no} onNavigate={onNavigate} />;
  }
}

/**
 * The answer to a question about the member's own account (issue 42 item 2): cards from the mall's own answers,
 * never RAGFlow's. A visitor is asked to sign in; a member without a company profile has no orders yet.
 */
export function AccountCard({
  account,
  question,
  onNavigate,
  onAskAnyway,
}: {
  account: AccountQuestion;
  question: string;
  onNavigate: Navigate;
  /** RAGFlow answers the question after all (absent when the assistant is not configured) */
  onAskAnyway?: (question: string) => void;
}) {
  const { access, loading } = useSession();
  const { pathname, search } = useLocation();
  let body: ReactNode;
  if (loading) body = <Loading />;
  else if (!access.isAuthenticated)
    body = (
      <p className={styles.note}>
        查询订单、报价和售后需要先登录。{' '}
        <Button size="small" type="primary" onClick={() => onNavigate(loginPath(`${pathname}${search}`))}>
          登录后查询
        </Button>
      </p>
    );
  else if (!access.canViewOrders) body = <p className={styles.note}>请先完善企业信息，之后即可在这里查询订单、报价和售后。</p>;
  else if (account.kind === 'recent') body = <Recent of={account.of} onNavigate={onNavigate} />;
  else body = account.refs.map((reference) => <RefCard key={reference.no} reference={reference} onNavigate={onNavigate} />);
  return (
    <div className={styles.answer} data-account-card>
      {access.isAuthenticated ? <p className={styles.lead}>以下是商城为您查询到的账户信息：</p> : null}
      {body}
      {onAskAnyway && access.isAuthenticated ? (
        <button type="button" className={styles.askAnyway} onClick={() => onAskAnyway(question)}>
          还有其他问题？让小助手回答这句话
        </button>
      ) : null}
    </div>
  );
}
