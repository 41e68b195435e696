import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Button, Empty, Skeleton } from 'antd';
import { DownloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { EMPTY_CART, useCartQuery, useLineQuantity, type CartLine } from '@/entities/cart';
import { ROUTES } from '@/shared/config/routes';
import { reloadSession } from '@/shared/session';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadFailed } from '@/shared/ui/load-failed';
import { quickOrderAtom } from '../model/dialogs';
import { useCartActions } from '../model/use-cart-actions';
import { useCartSelection } from '../model/use-cart-selection';
import { CartBar } from './cart-bar';
import { CartLines } from './cart-lines';
import { ShipmentSummary } from './shipment-summary';
import toolbar from '@/shared/ui/toolbar.styles';
import styles from './cart.styles';

/**
 * The cart page (spec §2 /cart): grouped by brand, selection, steppers, a sticky checkout bar; `onQuote` (composed
 * in by the page) asks a quote for the selected lines.
 */
export function CartView({ onQuote, onSaveToList }: { onQuote?: (lines: readonly CartLine[]) => void; onSaveToList?: (lines: readonly CartLine[]) => void } = {}) {
  const cartQuery = useCartQuery();
  const qc = useQueryClient();
  const openQuickOrder = useSetAtom(quickOrderAtom);
  const list = (cartQuery.data ?? EMPTY_CART).list;
  const { groups, selection, selectLine, selectAll, selectGroup } = useCartSelection(list);
  const { deleteLine, deleteSelected, checkout, download, exporting } = useCartActions(selection.chosen);
  const quantity = useLineQuantity();

  if (!cartQuery.data) {
    // from the first failed attempt (the session has said why, src/app/session-lifecycle.ts); retries go on
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
      <div className={toolbar.toolbar}>
        <span>共 {list.length} 种商品</span>
        <div className={styles.tools}>
          <Button icon={<ThunderboltOutlined />} onClick={() => openQuickOrder({ open: true })}>
            快速下单
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
            导出
          </Button>
        </div>
      </div>
      <div className={styles.head} aria-hidden>
        <span>商品</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
      </div>
      <CartLines
        groups={groups}
        lineCount={list.length}
        onSelectGroup={selectGroup}
        onSelect={selectLine}
        onQuantity={quantity.change}
        onDelete={deleteLine}
      />
      <ShipmentSummary chosen={selection.chosen} />
      <CartBar
        selection={selection}
        onSelectAll={selectAll}
        onDeleteSelected={deleteSelected}
        onCheckout={checkout}
        onQuote={onQuote ? () => onQuote(selection.chosen) : undefined}
        onSaveToList={onSaveToList ? () => onSaveToList(selection.chosen) : undefined}
      />
    </>
  );
}
