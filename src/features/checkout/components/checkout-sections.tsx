import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Input, Radio, Skeleton, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { formatAddress } from '@/shared/lib/address';
import { formatFen, lineFen, toFen } from '@/shared/lib/money';
import { orderStyles as styles } from '@/entities/order';
import { StockTag } from '@/shared/ui/stock-tag';
import { ShipmentHead } from './checkout-shipments';
import own from './checkout-fund.styles';
import { NO_INVOICE, type useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/** 收货地址: the address book as radio cards, with 新增地址 in place (the page's dialog, `addressDialog`). */
export function AddressSection({
  addresses,
  adding,
  onAdd,
  addressDialog,
}: {
  addresses: Checkout['addresses'];
  adding: boolean;
  onAdd: () => void;
  addressDialog: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby="addr-title">
      <div className={styles.panelHead}>
        <h2 id="addr-title">收货地址</h2>
        {!adding ? (
          <Button type="link" icon={<PlusOutlined />} onClick={onAdd}>
            新增地址
          </Button>
        ) : null}
      </div>
      {addresses.pending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {addressDialog}
      {addresses.list.length === 0 && !addresses.pending && !adding ? <p className={styles.muted}>还没有收货地址，请新增。</p> : null}
      <Radio.Group className={styles.choices} aria-labelledby="addr-title" value={addresses.chosen} onChange={(event) => addresses.choose(String(event.target.value))}>
        {addresses.list.map((a) => (
          <Radio key={a._id} value={a._id} className={styles.choice}>
            <span className={styles.choiceMain}>
              {a.receiver} {a.cellphone}
              {a.isDefault ? (
                <Tag color="blue" className={styles.tagGap}>
                  默认
                </Tag>
              ) : null}
            </span>
            <span className={styles.muted}>{formatAddress(a)}</span>
          </Radio>
        ))}
      </Radio.Group>
    </section>
  );
}

/** 商品清单: the lines grouped by shipment, each with its stock (cart) or its quoted price and lead time (quote). */
export const ItemsSection = memo(function ItemsSection({ lines, quote, shipments }: Pick<Checkout, 'lines' | 'quote' | 'shipments'>) {
  return (
    <section className={styles.panel} aria-labelledby="items-title">
      <div className={styles.panelHead}>
        <h2 id="items-title">商品清单（{lines.length} 种）</h2>
        {quote ? <Link to={ROUTES.quote(quote._id)}>查看报价单</Link> : <Link to={ROUTES.cart}>返回购物车修改</Link>}
      </div>
      <ul className={styles.checkoutItems}>
        {shipments.map(({ line, shipment, count }, i) => (
          <ItemLine key={line.key} line={line} shipment={shipment} count={count} first={i === 0} />
        ))}
      </ul>
    </section>
  );
});

type Row = Checkout['shipments'][number];

/** A line is drawn again only when what it shows changed (a 200-line order redrew every line on a change of fund). */
const sameRow = (a: Row & { first: boolean }, b: Row & { first: boolean }): boolean =>
  a.count === b.count &&
  a.first === b.first &&
  shallowEqual(a.line, b.line) &&
  (a.shipment === b.shipment ||
    (a.shipment !== undefined &&
      b.shipment !== undefined &&
      a.shipment.condition === b.shipment.condition &&
      a.shipment.label === b.shipment.label &&
      a.shipment.feeFen === b.shipment.feeFen &&
      a.shipment.lines.length === b.shipment.lines.length));

function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

const ItemLine = memo(function ItemLine({ line: l, shipment, count, first }: Row & { first: boolean }) {
  return (
    <li>
      {shipment ? <ShipmentHead shipment={shipment} count={count} first={first} /> : null}
      <div className={styles.itemName}>{l.name}</div>
      <div className={styles.muted}>
        {[l.mfrName, `货号 ${l.catalogNo}`, l.spec].filter(Boolean).join(' · ')}{' '}
        {l.cart ? <StockTag stock={l.cart.stock} leadDays={l.cart.leadDays} /> : null}
        {l.quoted?.leadDays !== null && l.quoted?.leadDays !== undefined ? ` · 货期 ${l.quoted.leadDays} 天` : ''}
      </div>
      <div className={styles.itemLine}>
        <span>
          {l.quoted && l.quoted.listPrice !== null && l.quoted.listPrice > l.price ? <del className={styles.muted}>{formatFen(toFen(l.quoted.listPrice))}</del> : null}
          {/* a cart line at the company's price (docs/api.md §5): the list price struck */}
          {l.cart && l.listPrice !== undefined && l.listPrice > l.price ? <del className={styles.muted}>{formatFen(toFen(l.listPrice))}</del> : null}{' '}
          {formatFen(toFen(l.price))} × {l.quantity}
          {l.quoted?.discountNote ? <Tag className={styles.tagGap}>{l.quoted.discountNote}</Tag> : null}
        </span>
        <b>{formatFen(l.quoted ? toFen(l.quoted.amount) : lineFen(l.price, l.quantity))}</b>
      </div>
    </li>
  );
}, sameRow);

/** 发票: none, or one of the member's invoice titles (the default chosen first). */
export function InvoiceSection({ invoices }: { invoices: Checkout['invoices'] }) {
  return (
    <section className={styles.panel} aria-labelledby="invoice-title">
      <div className={styles.panelHead}>
        <h2 id="invoice-title">发票</h2>
      </div>
      <Radio.Group className={styles.choices} aria-labelledby="invoice-title" value={invoices.chosen} onChange={(event) => invoices.choose(String(event.target.value))}>
        <Radio value={NO_INVOICE} className={styles.choice}>
          不开发票
        </Radio>
        {invoices.list.map((p) => (
          <Radio key={p._id} value={p._id} className={styles.choice}>
            <span className={styles.choiceMain}>
              {p.title}
              <Tag className={styles.tagGap}>{p.typeLabel}</Tag>
              {p.isDefault ? <Tag color="blue">默认</Tag> : null}
            </span>
            {p.taxNo ? <span className={styles.muted}>税号 {p.taxNo}</span> : null}
          </Radio>
        ))}
      </Radio.Group>
    </section>
  );
}

/** 备注: 采购单号 (printed on the contract and the 验收单) and the order's remark. */
export function RemarkSection({ remark }: { remark: Checkout['remark'] }) {
  return (
    <section className={styles.panel} aria-labelledby="remark-title">
      <div className={styles.panelHead}>
        <h2 id="remark-title">备注</h2>
      </div>
      <label htmlFor="order-po-no" className={own.poLabel}>
        采购单号 / 内部编号
      </label>
      <Input
        id="order-po-no"
        className={styles.block}
        placeholder="选填，打印在合同和验收单上"
        aria-label="采购单号"
        maxLength={50}
        value={remark.poNo}
        onChange={(e) => remark.setPoNo(e.target.value)}
      />
      <Input.TextArea
        placeholder="订单备注（选填）"
        aria-label="订单备注"
        maxLength={200}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        value={remark.remark}
        onChange={(e) => remark.setRemark(e.target.value)}
      />
    </section>
  );
}
