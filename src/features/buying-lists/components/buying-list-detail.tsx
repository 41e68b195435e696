import { memo, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Tag } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { showAddedReport } from '@/entities/cart';
import { ROUTES } from '@/shared/config/routes';
import { formatDateTime } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { PriceFigure } from '@/shared/ui/contract-price';
import { RecordFallback } from '@/shared/ui/record-fallback';
import { BottomBar } from '@/shared/ui/bottom-bar';
import { StockTag } from '@/shared/ui/stock-tag';
import { useFocusReturn } from '@/shared/ui/use-focus-return';
import { sameRow, WindowList, type RowProps } from '@/shared/ui/window-list';
import { useListLineQuantity, useListToCart, useRemoveListLine } from '../api/mutations';
import { buyingListQueries } from '../api/queries';
import type { BuyingListLine } from '../api/types';
import { ImportDialog } from './import-dialog';
import { LineQuantity } from './line-quantity';
import toolbar from '@/shared/ui/toolbar.styles';
import styles from './buying-lists.styles';

/** a line's height before it is measured (px, two lines at 1440) */
const LINE_ESTIMATE = 74;

/** A line; memoised, so 加入购物车's pending state or a tick elsewhere does not redraw a 200-line list (issue 46). */
const LineRow = memo(function LineRow({
  listId,
  mine,
  line,
  checked,
  onCheck,
  rowProps,
}: {
  /** the list's id and whether it is the member's own: not the list, whose object changes with every saved quantity */
  listId: string;
  mine: boolean;
  line: BuyingListLine;
  checked: boolean;
  onCheck: (matlId: string, checked: boolean) => void;
  /** its place when the list is windowed (src/shared/ui/window-list.tsx) */
  rowProps: RowProps;
}) {
  const quantity = useListLineQuantity();
  const remove = useRemoveListLine();
  const title = `${line.name}（${line.spec}）`;
  return (
    <li {...rowProps} className={styles.line} aria-label={title}>
      <Checkbox checked={checked} onChange={(event) => onCheck(line.matlId, event.target.checked)} aria-label={`选择 ${title}`} />
      <div className={styles.lineInfo}>
        <Link to={ROUTES.product(line.matlId)} className={styles.lineName}>
          {line.name}
        </Link>
        <div className={styles.lineMeta}>
          <span>货号 {line.catalogNo}</span>
          <span>{line.spec}</span>
          <span>{line.mfrName}</span>
          {line.offShelf ? <Tag>已下架</Tag> : <StockTag stock={line.stock} leadDays={line.leadDays} />}
          {/* the company's price for the list's quantity (docs/api.md §5) */}
          <PriceFigure item={line} quantity={line.quantity} className={styles.price} />
        </div>
      </div>
      <div className={styles.qty}>
        {mine ? (
          <>
            <LineQuantity
              value={line.quantity}
              label={`${title} 的数量`}
              terms={line.terms}
              unit={line.unit}
              onSave={(q, { onRefused }) => quantity.mutate({ id: listId, matlId: line.matlId, quantity: q }, { onError: onRefused })}
            />
            <Button type="link" danger loading={remove.isPending} onClick={() => remove.mutate({ id: listId, matlId: line.matlId })} aria-label={`移除 ${title}`}>
              移除
            </Button>
          </>
        ) : (
          <span>× {line.quantity}</span>
        )}
      </div>
    </li>
  );
}, sameRow);

/** /mine/list/:id — a buying list: its lines with their stock, quantities, 粘贴导入, and 加入购物车 (docs/api.md §23). */
export function BuyingListDetail({ id }: { id: string }) {
  const query = useQuery(buyingListQueries.detail(id));
  const toCart = useListToCart();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const focus = useFocusReturn();
  const check = useCallback(
    (matlId: string, checked: boolean) =>
      setPicked((prev) => {
        const next = new Set(prev);
        if (checked) next.add(matlId);
        else next.delete(matlId);
        return next;
      }),
    [],
  );

  const list = query.data;
  if (!list) {
    return (
      <RecordFallback
        query={query}
        rows={8}
        missing="清单不存在"
        missingDetail="清单可能已被删除或取消共享"
        failed="清单暂时无法加载"
        back={{ to: ROUTES.buyingLists, label: '返回常购清单' }}
      />
    );
  }
  const chosen = list.lines.filter((l) => picked.has(l.matlId)).map((l) => l.matlId);
  const nameOf = (catalogNo: string) => list.lines.find((l) => l.catalogNo === catalogNo)?.name;
  const addToCart = (matlIds?: string[]) =>
    toCart.mutate(
      { id: list._id, matlIds, nameOf },
      {
        onSuccess: ({ report }) => {
          if (matlIds) setPicked(new Set());
          showAddedReport({ title: '加入购物车', report, none: '清单中的这些商品都已无法购买。', onGoToCart: () => void navigate(ROUTES.cart) });
        },
      },
    );
  const all = list.lines.length > 0 && chosen.length === list.lines.length;
  const { message } = getFeedback();

  return (
    <>
      <div className={toolbar.toolbar}>
        <div>
          <div className={styles.name}>
            {list.name} {list.shared ? <Tag color="blue">{list.mine ? '已共享' : '共享'}</Tag> : null}
          </div>
          <div className={styles.meta}>
            <span>{list.lines.length} 种商品</span>
            <span>{list.mine ? '我创建的' : `${list.ownerName} 共享`}</span>
            <span>更新于 {formatDateTime(list.updatedAt)}</span>
          </div>
        </div>
        {list.mine ? (
          <Button
            icon={<ImportOutlined />}
            onClick={() => {
              focus.remember();
              setImporting(true);
            }}
          >
            粘贴导入
          </Button>
        ) : null}
      </div>
      {!list.mine ? <Alert className={styles.notice} type="info" showIcon title={`这是 ${list.ownerName} 共享的清单：只读，可加入购物车`} /> : null}
      {list.lines.length === 0 ? (
        <Empty description={list.mine ? '清单里还没有商品：在购物车、订单详情或商品页点“加入清单”，或粘贴导入' : '清单里还没有商品'} />
      ) : (
        <WindowList
          className={styles.lines}
          label="清单商品"
          items={list.lines}
          itemKey={(line) => line.matlId}
          estimate={LINE_ESTIMATE}
          renderItem={(line, rowProps) => (
            <LineRow listId={list._id} mine={list.mine} line={line} checked={picked.has(line.matlId)} onCheck={check} rowProps={rowProps} />
          )}
        />
      )}
      {list.lines.length > 0 ? (
        <BottomBar label="加入购物车" className={styles.bar}>
          <Checkbox
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={(event) => setPicked(event.target.checked ? new Set(list.lines.map((l) => l.matlId)) : new Set())}
          >
            全选
          </Checkbox>
          <div className={styles.barButtons}>
            <Button
              disabled={chosen.length === 0}
              loading={toCart.isPending && toCart.variables.matlIds !== undefined}
              onClick={() => (chosen.length ? addToCart(chosen) : message.info('请先选择商品'))}
            >
              加入购物车{chosen.length ? `（${chosen.length}）` : ''}
            </Button>
            <Button type="primary" loading={toCart.isPending && toCart.variables.matlIds === undefined} onClick={() => addToCart()}>
              全部加入购物车
            </Button>
          </div>
        </BottomBar>
      ) : null}
      {list.mine ? (
        <ImportDialog
          key={list._id}
          listId={list._id}
          open={importing}
          onClose={() => {
            setImporting(false);
            focus.restore();
          }}
        />
      ) : null}
    </>
  );
}
