import { useEffect, useRef, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Alert, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { claimNotice, isApiError } from '@/shared/api/errors';
import { formatFen, toFen } from '@/shared/lib/money';
import { getFeedback } from '@/shared/lib/feedback';
import { unitFen } from '@/shared/lib/contract-price';
import { fundQueries } from '@/entities/fund';
import { materialQueries } from '@/entities/material';
import { useSession } from '@/entities/member';
import { PermitHelp } from '@/entities/qualification';
import { COMPLIANCE_REFUSALS, type OrderDetail, orderQueries, orderStyles as orders, PURPOSE_MAX, purposeProblem } from '@/entities/order';
import { useResubmitOrder } from '../api/use-approvals';
import { allQuantities, COMMENT_MAX, keepsALine, PO_NO_MAX, quantitiesOf, RESUBMIT_QUANTITY_MAX, resubmitLines, totalsAt, type Quantities } from '../model/approval';
import { resubmitOrderAtom } from '../model/dialogs';
import { ERROR, LINE, LINE_TEXT, LINES } from './approval-styles';
import { MALL_CODE } from '@/shared/api/mall-codes.gen';

interface Values {
  quantities: Quantities;
  fundId: string | undefined;
  poNo: string;
  remark: string;
  /** 用途 of the explosive or toxic lines (docs/api.md §21), prefilled with what the order recorded */
  purposes: Record<string, string>;
}

/** The lines whose 用途 the mall asks again: explosive or toxic ones, and any the order recorded a 用途 for. */
const purposeItems = (order: OrderDetail) => {
  const recorded = new Set((order.compliance?.purposes ?? []).map((p) => p.matlId));
  return order.items.filter((i) => recorded.has(i.matlId) || i.controls.some((c) => c === 'explosive' || c === 'toxic'));
};

/**
 * Today's company price (协议价与阶梯价, docs/api.md §5) of the lines whose quantity changed, as the mall prices them
 * on resubmission: from each material's answer. An order from a quote is quoted again by the mall's quote rules
 * (§16: a lowered listed line at the quote's ladder or the company price): not estimated here, only said.
 */
function usePricesNow(order: OrderDetail, quantities: Quantities) {
  const changed = order.items.filter((i) => (quantities[i.matlId] ?? i.quantity) !== i.quantity && (quantities[i.matlId] ?? 0) > 0);
  const looked = order.quote ? [] : changed;
  const materials = useQueries({ queries: looked.map((i) => materialQueries.detail(i.matlId)) });
  const byId = new Map(looked.map((i, n) => [i.matlId, materials[n]?.data]));
  const priceNow = (matlId: string, quantity: number) => {
    const material = byId.get(matlId);
    return material ? unitFen(material, quantity) : undefined;
  };
  let note = '';
  if (changed.length > 0 && order.quote) note = '按报价单下的订单，改动数量的商品按报价单重新计价，金额以提交后的订单为准。';
  else if (materials.some((m) => m.isPending)) note = '正在获取改动商品的最新价格…';
  else if (materials.some((m) => m.isError)) note = '部分商品暂无法获取最新价格，金额以提交后的订单为准。';
  else if (changed.length > 0) note = '改动数量的商品按贵单位当前价格（含协议价、阶梯价）重新计价，以提交后的订单为准。';
  return { priceNow, note };
}

/** The order's fund is kept only while the buyer may still charge it (`usable`); unknown yet, it is kept. */
const initialValues = (order: OrderDetail, fundUsable: boolean | undefined): Values => ({
  quantities: quantitiesOf(order.items),
  fundId: fundUsable === false ? undefined : order.fund?._id,
  poNo: order.poNo ?? '',
  remark: order.remark,
  purposes: Object.fromEntries((order.compliance?.purposes ?? []).map((p) => [p.matlId, p.purpose])),
});

/** The funds the buyer may charge, and the order's own fund when it is no longer among them. */
function useFundOptions(order: OrderDetail) {
  const funds = useQuery(fundQueries.list());
  const options = (funds.data ?? []).map((f) => ({
    value: f._id,
    label: `${f.name}（${f.code}）${f.usable ? '' : ' 不可用'}`,
    disabled: !f.usable,
  }));
  if (order.fund && !options.some((o) => o.value === order.fund?._id)) {
    options.unshift({ value: order.fund._id, label: `${order.fund.name}（${order.fund.code}）`, disabled: true });
  }
  // whether the order's fund may still be charged: undefined while the funds load (or with no fund)
  const fundUsable = order.fund && funds.data ? funds.data.some((f) => f._id === order.fund?._id && f.usable) : undefined;
  return { options, loading: funds.isPending, fundUsable };
}

function ResubmitForm({ order, open, close }: { order: OrderDetail; open: boolean; close: () => void }) {
  const { message } = getFeedback();
  const [form] = Form.useForm<Values>();
  const resubmit = useResubmitOrder();
  const { member, access } = useSession();
  const funds = useFundOptions(order);
  // the funds came after the form: an order's fund that may no longer be charged is not sent again (10092)
  useEffect(() => {
    if (funds.fundUsable === false && !form.isFieldTouched('fundId') && form.getFieldValue('fundId') === order.fund?._id) {
      form.setFieldValue('fundId', undefined);
    }
  }, [funds.fundUsable, form, order.fund?._id]);
  const quantities = Form.useWatch('quantities', form) ?? quantitiesOf(order.items);
  const keeps = keepsALine(order.items, quantities);
  const prices = usePricesNow(order, quantities);
  const lines = resubmitLines(order.items, quantities, prices.priceNow);
  const total = totalsAt(lines, quantities, toFen(order.coldChainFee));
  const needPurpose = purposeItems(order);
  // the mall's refusal about the controlled chemicals (10172, 10173; a 10174 it cannot put on a 用途 field)
  const [complianceRefusal, setComplianceRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (complianceRefusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [complianceRefusal]);

  const cancel = () => {
    form.resetFields();
    setComplianceRefusal(null);
    close();
  };
  /** 10174 (请填写 … 的用途) under the 用途 field of the line it names (or the first one left empty). */
  const purposeField = (message: string, values: Values) => {
    const shown = needPurpose.filter((i) => (values.quantities[i.matlId] ?? 0) > 0);
    return (shown.find((i) => message.includes(i.name)) ?? shown.find((i) => !(values.purposes?.[i.matlId] ?? '').trim()))?.matlId;
  };
  const submit = (values: Values) => {
    if (!keepsALine(order.items, values.quantities)) return;
    setComplianceRefusal(null);
    resubmit.mutate(
      {
        id: order._id,
        version: order.version,
        quantities: allQuantities(order.items, values.quantities),
        fundId: values.fundId ?? null,
        poNo: values.poNo.trim(),
        remark: values.remark.trim(),
        ...(needPurpose.length > 0
          ? {
              purposes: needPurpose
                .filter((i) => (values.quantities[i.matlId] ?? 0) > 0)
                .map((i) => ({ matlId: i.matlId, purpose: (values.purposes?.[i.matlId] ?? '').trim() })),
            }
          : {}),
      },
      {
        onSuccess: (placed) => {
          message.success(placed.status === 'pendingApproval' ? '已重新提交，等待审批' : '已重新提交');
          form.resetFields();
          close();
        },
        // the client said any other reason; what was typed stays
        onError: (error) => {
          if (!(isApiError(error) && error.code !== undefined && COMPLIANCE_REFUSALS.has(error.code))) return;
          claimNotice(error); // said here only (resubmitOrder leaves these codes to the dialog)
          const matlId = error.code === MALL_CODE.purposeRequired ? purposeField(error.message, values) : undefined;
          if (matlId) {
            form.setFields([{ name: ['purposes', matlId], errors: [error.message] }]);
            void form.scrollToField(['purposes', matlId]);
          } else {
            setComplianceRefusal(error.message);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="修改后重新提交"
      width={640}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="submit" type="primary" disabled={!keeps} loading={resubmit.isPending} onClick={() => form.submit()}>
          重新提交
        </Button>,
      ]}
    >
      {order.approval?.rejectReason ? (
        <Alert type="error" showIcon title={`驳回原因：${order.approval.rejectReason}`} style={{ marginBottom: 8 }} />
      ) : null}
      <div ref={refusalRef}>
        {complianceRefusal ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 8 }}
            title="含管制化学品，暂不能提交"
            description={
              <PermitHelp
                controls={order.items.flatMap((i) => i.controls)}
                text={complianceRefusal}
                mustAskOwner={access.mustAskOwner}
                ownerName={member?.ownerName}
                onNavigate={close}
              />
            }
          />
        ) : null}
      </div>
      <Form<Values> form={form} layout="vertical" name="resubmit-order" initialValues={initialValues(order, funds.fundUsable)} onFinish={submit}>
        <ul style={LINES} aria-label="商品数量">
          {order.items.map((item, n) => (
            <li key={item.matlId} style={LINE}>
              <div style={LINE_TEXT}>
                <div className={orders.itemName}>{item.name}</div>
                <div className={orders.muted}>
                  货号 {item.catalogNo} · {item.spec} · {formatFen(toFen(item.price))}
                  {lines[n]!.price !== item.price ? ` · 按新数量 ${formatFen(toFen(lines[n]!.price))}` : ''}
                </div>
              </div>
              <Form.Item name={['quantities', item.matlId]} noStyle>
                <InputNumber aria-label={`${item.name} 数量`} min={0} max={RESUBMIT_QUANTITY_MAX} precision={0} />
              </Form.Item>
            </li>
          ))}
        </ul>
        <p className={orders.muted}>数量改为 0 即删除该商品，至少保留一种商品。</p>
        {!keeps ? (
          <p role="alert" style={ERROR}>
            至少保留一种商品
          </p>
        ) : null}
        <dl className={orders.amounts}>
          <dt>商品金额</dt>
          <dd>{formatFen(total.goodsFen)}</dd>
          <dt>运费</dt>
          <dd>{total.freightFen ? formatFen(total.freightFen) : '免运费'}</dd>
          {total.coldChainFeeFen ? (
            <>
              <dt>干冰费</dt>
              <dd>{formatFen(total.coldChainFeeFen)}</dd>
            </>
          ) : null}
          <dt>应付总额</dt>
          <dd className={orders.amount} data-testid="resubmit-total">
            {formatFen(total.amountFen)}
          </dd>
        </dl>
        {/* always mounted, so a screen reader hears the note when it comes */}
        <p className={orders.muted} role="status">
          {prices.note}
        </p>
        <Form.Item
          name="fundId"
          label="经费"
          style={{ marginTop: 16 }}
          extra={funds.fundUsable === false && order.fund ? `原经费「${order.fund.name}」已停用或不在有效期内，请另选经费或不使用经费` : undefined}
        >
          <Select allowClear placeholder="不使用经费" options={funds.options} loading={funds.loading} notFoundContent="没有可用的经费" />
        </Form.Item>
        {needPurpose
          .filter((item) => (quantities[item.matlId] ?? 0) > 0)
          .map((item) => (
            <Form.Item
              key={item.matlId}
              name={['purposes', item.matlId]}
              label={`${item.name} 的用途`}
              rules={[{ validator: (_, value: string | undefined) => (purposeProblem(value) ? Promise.reject(new Error(purposeProblem(value)!)) : Promise.resolve()) }]}
            >
              <Input maxLength={PURPOSE_MAX} showCount />
            </Form.Item>
          ))}
        <Form.Item name="poNo" label="采购单号" rules={[{ max: PO_NO_MAX }]}>
          <Input maxLength={PO_NO_MAX} placeholder="选填，如课题组内部编号" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: COMMENT_MAX }]}>
          <Input.TextArea maxLength={COMMENT_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 修改后重新提交 (docs/api.md §13 resubmit): the buyer of a rejected order changes the quantities (0 drops a line,
 * one line at least), the fund, 采购单号 and 备注, and sends it with the version seen; the mall evaluates the rules
 * again. Closing with X keeps what was typed; 取消 clears it.
 */
export default function ResubmitDialog() {
  const [{ open, orderId }, setState] = useAtom(resubmitOrderAtom);
  const detail = useQuery({ ...orderQueries.detail(orderId), enabled: orderId !== '' });
  const order = detail.data;
  const close = () => setState((s) => ({ ...s, open: false }));
  // The order moved on meanwhile (cancelled, resubmitted in another tab): nothing left to change here.
  const stale = open && order !== undefined && !order.canResubmit;
  useEffect(() => {
    if (stale) setState((s) => ({ ...s, open: false }));
  }, [stale, setState]);
  if (!order) return null;
  return <ResubmitForm key={order._id} order={order} open={open && order.canResubmit} close={close} />;
}
