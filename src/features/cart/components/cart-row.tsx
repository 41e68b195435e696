import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Tag } from 'antd';
import { lineAmountFen, type CartLine } from '@/entities/cart';
import { conditionOf, ShippingTag } from '@/entities/material';
import { imageSrc } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { formatFen } from '@/shared/lib/money';
import { stockStatus } from '@/shared/lib/stock-status';
import { ConfirmOnPress } from '@/shared/ui/confirm-on-press';
import { LiteIcon } from '@/shared/ui/lite-icons';
import { sameRow, type RowProps as PlaceProps } from '@/shared/ui/window-list';
import { StockTag } from '@/shared/ui/stock-tag';
import { PriceFigure } from '@/shared/ui/contract-price';
import { LineTerms } from './line-terms';
import { ComplianceNote } from './compliance-note';
import { QuantityStepper } from './quantity-stepper';
import { deleteIcon } from './cart-icons';
import styles from './cart.styles';

function StockState({ line }: { line: CartLine }) {
  // `available: false` is 已下架, or 缺货 with no lead time (docs/api.md §4): neither can be ordered
  if (!line.available && (line.offShelf || stockStatus(line).orderable)) return <Tag color="default">已下架</Tag>;
  return <StockTag stock={line.stock} leadDays={line.leadDays} />;
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

/** 删除 and its 确定从购物车删除该商品？ (antd's Popconfirm only once pressed: src/shared/ui/confirm-on-press.tsx). */
function DeleteLine({ line, onDelete }: Pick<RowProps, 'line' | 'onDelete'>) {
  return (
    <ConfirmOnPress title="确定从购物车删除该商品？" okText="删除" cancelText="取消" onConfirm={() => onDelete(line.matlId)}>
      {(press) => (
        <button type="button" className={styles.delete} aria-label={`删除 ${line.catalogNo}`} {...press}>
          <LiteIcon icon={deleteIcon} aria-hidden />
        </button>
      )}
    </ConfirmOnPress>
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
          </div>
          <div className={styles.meta}>
            <StockState line={line} />
            <ShippingTag condition={conditionOf(line)} />
          </div>
          <ComplianceNote line={line} />
          {line.available ? <LineTerms line={line} onQuantity={onQuantity} /> : null}
        </div>
        <div className={styles.price}>
          <span className={styles.label}>单价</span>
          {/* the company's price for this quantity, the list price struck (docs/api.md §5) */}
          <PriceFigure item={line} quantity={line.quantity} />
        </div>
        <div className={styles.qty}>
          <QuantityStepper
            matlId={line.matlId}
            value={line.quantity}
            disabled={!line.available}
            onChange={onQuantity}
            label={line.catalogNo}
            terms={line.terms}
            unit={line.unit}
          />
        </div>
        <div className={styles.total}>
          <span className={styles.label}>小计</span>
          {formatFen(lineAmountFen(line))}
        </div>
        <DeleteLine line={line} onDelete={onDelete} />
      </>
    );
  },
  (a, b) =>
    a.onQuantity === b.onQuantity &&
    a.onDelete === b.onDelete &&
    a.line.quantity === b.line.quantity &&
    a.line.price === b.line.price &&
    a.line.terms === b.line.terms &&
    a.line.available === b.line.available &&
    a.line.stock === b.line.stock &&
    a.line.name === b.line.name &&
    a.line.compliance === b.line.compliance,
);

/** A line of the cart; in the windowed cart (cart-lines.tsx), placed by `rowProps` and marked the last of its brand. */
export const Row = memo(function Row({
  line,
  onSelect,
  rowProps,
  lastOfBrand,
  ...rest
}: RowProps & { onSelect: (matlId: string, selected: boolean) => void; rowProps?: PlaceProps; lastOfBrand?: boolean }) {
  return (
    <li {...rowProps} className={styles.row} data-selected={line.selected || undefined} data-last={lastOfBrand || undefined}>
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
}, sameRow);
