import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Button, Checkbox, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { imageSrc } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { formatPrice } from '@/shared/lib/format';
import { stockStatus } from '@/shared/lib/stock-status';
import { reloadSession, sessionQueries, writeSelectedCartInfo } from '@/shared/session';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteLines, useLineQuantity, useSelectLines } from '../api/mutations';
import { exportCart } from '../api/requests';
import type { CartLine, CartView as CartData } from '../api/types';
import { quickOrderAtom } from '../model/dialogs';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';
import { getFeedback } from '@/shared/lib/feedback';
import { ButtonLink } from '@/shared/ui/button-link';
import { actionBarRef } from '@/shared/ui/action-bar';
import { LoadFailed } from '@/shared/ui/load-failed';
import { StockTag } from '@/shared/ui/stock-tag';

interface Group {
  mfrId: string;
  mfrName: string;
  lines: CartLine[];
}

function groupByBrand(list: CartLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of list) {
    const key = line.mfrId || line.mfrName;
    let group = groups.get(key);
    if (!group) {
      group = { mfrId: key, mfrName: line.mfrName || '其他品牌', lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

const money = (value: number) => Math.round(value * 100) / 100;

function StockState({ line }: { line: CartLine }) {
  // `available: false` is 已下架, or 缺货 with no lead time (docs/api.md §4): neither can be ordered
  if (!line.available && (line.offShelf === true || stockStatus(line).orderable)) return <Tag color="default">已下架</Tag>;
  return <StockTag stock={line.stock} leadDays={line.leadDays} />;
}

/** A native checkbox with the indeterminate state (cheap to re-render by the dozen). */
function NativeCheck({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.check}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

interface RowProps {
  line: CartLine;
  onQuantity: (matlId: string, quantity: number) => void;
  onDelete: (matlId: string) => void;
}

/** The material's picture in a fixed box; the brand's initials when it has none or it fails to load. */
function Thumb({ line }: { line: CartLine }) {
  const src = imageSrc(line.image);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={styles.thumb} aria-hidden>
      {src && failed !== src ? (
        <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        (line.mfrName || line.name).slice(0, 2)
      )}
    </div>
  );
}

/** Everything of a row but its checkbox: selecting never re-renders it. */
const RowBody = memo(
  function RowBody({ line, onQuantity, onDelete }: RowProps) {
    return (
      <>
        <Thumb line={line} />
        <div className={styles.info}>
          <Link to={ROUTES.product(line.matlId)} className={styles.name}>
            {line.name}
          </Link>
          <div className={styles.meta}>
            货号 {line.catalogNo} · 规格 {line.spec}
            {line.shipping && line.shipping !== '常温' ? ` · ${line.shipping}运输` : ''}
          </div>
          <div className={styles.meta}>
            <StockState line={line} />
          </div>
        </div>
        <div className={styles.price}>
          <span className={styles.label}>单价</span>
          {formatPrice(line.price)}
        </div>
        <div className={styles.qty}>
          <QuantityStepper matlId={line.matlId} value={line.quantity} disabled={!line.available} onChange={onQuantity} label={line.catalogNo} />
        </div>
        <div className={styles.total}>
          <span className={styles.label}>小计</span>
          {formatPrice(money(line.price * line.quantity))}
        </div>
        <Popconfirm title="确定从购物车删除该商品？" okText="删除" cancelText="取消" onConfirm={() => onDelete(line.matlId)}>
          <Button type="text" className={styles.delete} icon={<DeleteOutlined />} aria-label={`删除 ${line.catalogNo}`} />
        </Popconfirm>
      </>
    );
  },
  (a, b) =>
    a.onQuantity === b.onQuantity &&
    a.onDelete === b.onDelete &&
    a.line.quantity === b.line.quantity &&
    a.line.price === b.line.price &&
    a.line.available === b.line.available &&
    a.line.stock === b.line.stock &&
    a.line.name === b.line.name,
);

const Row = memo(function Row({
  line,
  onSelect,
  ...rest
}: RowProps & { onSelect: (matlId: string, selected: boolean) => void }) {
  return (
    <li className={styles.row} data-selected={line.selected || undefined}>
      {/* A native checkbox: 200 of them re-render on 全选, antd's would cost several times more (npm run bench:cart). */}
      <input
        type="checkbox"
        className={styles.check}
        checked={line.selected && line.available}
        disabled={!line.available}
        aria-label={`选择 ${line.catalogNo}`}
        onChange={(event) => onSelect(line.matlId, event.target.checked)}
      />
      <RowBody line={line} {...rest} />
    </li>
  );
});

/** The cart page (spec §2 /cart): grouped by brand, selection, steppers, a sticky checkout bar. */
export function CartView() {
  const cartQuery = useQuery(sessionQueries.cart());
  const cart = cartQuery.data as CartData | undefined;
  const qc = useQueryClient();
  const { modal, message } = getFeedback();
  const navigate = useNavigate();
  const openQuickOrder = useSetAtom(quickOrderAtom);
  const select = useSelectLines();
  const quantity = useLineQuantity();
  const remove = useDeleteLines();
  const [exporting, setExporting] = useState(false);

  const list = useMemo(() => cart?.list ?? [], [cart]);
  const groups = useMemo(() => groupByBrand(list), [list]);
  const selectable = useMemo(() => list.filter((l) => l.available), [list]);
  const chosen = useMemo(() => selectable.filter((l) => l.selected), [selectable]);
  const amount = useMemo(() => money(chosen.reduce((sum, l) => sum + l.price * l.quantity, 0)), [chosen]);
  const allSelected = selectable.length > 0 && chosen.length === selectable.length;

  // selectedCartInfo (spec §3): what checkout saw, kept in storage for the order page.
  useEffect(() => {
    if (cart) writeSelectedCartInfo(chosen.map(({ matlId, catalogNo, name, price, quantity: q }) => ({ matlId, catalogNo, name, price, quantity: q })));
  }, [cart, chosen]);

  const { mutate: mutateSelect } = select;
  const onSelect = useCallback((matlId: string, selected: boolean) => mutateSelect({ ids: [matlId], selected }), [mutateSelect]);
  const { mutate: mutateDelete } = remove;
  const onDelete = useCallback(
    (matlId: string) => mutateDelete([matlId], { onSuccess: () => void message.success('已删除') }),
    [mutateDelete, message],
  );

  const selectAll = (selected: boolean) => mutateSelect({ ids: 'all', selected });
  const selectGroup = (group: Group, selected: boolean) =>
    mutateSelect({ ids: group.lines.filter((l) => l.available).map((l) => l.matlId), selected });

  const deleteSelected = () => {
    if (chosen.length === 0) {
      void message.warning('请先选择要删除的商品');
      return;
    }
    modal.confirm({
      title: `确定删除选中的 ${chosen.length} 种商品？`,
      content: '删除后可在产品页重新加入购物车。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        new Promise<void>((resolve) =>
          mutateDelete(
            chosen.map((l) => l.matlId),
            { onSuccess: () => void message.success('已删除选中的商品'), onSettled: () => resolve() },
          ),
        ),
    });
  };

  const checkout = () => {
    if (chosen.length === 0) {
      void message.warning('请选择要结算的商品');
      return;
    }
    void navigate(ROUTES.orderAdd);
  };

  const download = () => {
    setExporting(true);
    exportCart()
      .catch(() => undefined) // the client has said what went wrong
      .finally(() => setExporting(false));
  };

  const tools = (
    <div className={styles.tools}>
      <Button icon={<ThunderboltOutlined />} onClick={() => openQuickOrder({ open: true })}>
        快速下单
      </Button>
      {list.length > 0 ? (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
          导出
        </Button>
      ) : null}
    </div>
  );

  if (!cart) {
    // from the first failed attempt (the session has said why, src/shared/session/use-session.ts); retries go on
    if (cartQuery.isError || cartQuery.failureCount > 0) {
      return (
        <LoadFailed
          title="购物车暂时无法加载"
          retrying={cartQuery.isFetching}
          onRetry={() => void reloadSession(qc, { member: false, cart: true })}
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }

  if (list.length === 0) {
    return (
      <div className={styles.empty}>
        <Empty description="购物车还是空的">
          <div className={styles.emptyActions}>
            <ButtonLink to={ROUTES.products} type="primary">去选购产品</ButtonLink>
            <Button onClick={() => openQuickOrder({ open: true })}>快速下单</Button>
          </div>
        </Empty>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <span>共 {list.length} 种商品</span>
        {tools}
      </div>
      <div className={styles.head} aria-hidden>
        <span>商品</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
      </div>
      {groups.map((group) => {
        const available = group.lines.filter((l) => l.available);
        const picked = available.filter((l) => l.selected).length;
        return (
          <section key={group.mfrId} className={styles.group} aria-label={`品牌 ${group.mfrName}`}>
            <header className={styles.groupHead}>
              <label className={styles.groupLabel}>
                <NativeCheck
                  checked={available.length > 0 && picked === available.length}
                  indeterminate={picked > 0 && picked < available.length}
                  disabled={available.length === 0}
                  onChange={(checked) => selectGroup(group, checked)}
                  label={`选择品牌 ${group.mfrName}`}
                />
                {group.mfrName}
              </label>
            </header>
            <ul className={styles.rows}>
              {group.lines.map((line) => (
                <Row key={line.matlId} line={line} onSelect={onSelect} onQuantity={quantity.change} onDelete={onDelete} />
              ))}
            </ul>
          </section>
        );
      })}
      <div ref={actionBarRef} className={styles.bar} role="region" aria-label="结算栏">
        <Checkbox
          checked={allSelected}
          indeterminate={chosen.length > 0 && !allSelected}
          onChange={(event) => selectAll(event.target.checked)}
          aria-label="全选"
        >
          全选
        </Checkbox>
        <Button type="link" danger className={styles.barDelete} onClick={deleteSelected}>
          删除选中
        </Button>
        <div className={styles.sum} aria-live="polite">
          <span>
            已选 <b data-testid="selected-count">{chosen.length}</b> 种
          </span>
          <span>
            合计 <b className={styles.amount} data-testid="selected-amount">{formatPrice(amount)}</b>
          </span>
        </div>
        <Button type="primary" size="large" className={styles.checkout} onClick={checkout} disabled={chosen.length === 0}>
          去结算{chosen.length ? `（${chosen.length}）` : ''}
        </Button>
      </div>
    </>
  );
}
