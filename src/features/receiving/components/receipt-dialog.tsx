import { useState } from 'react';
import { useAtom } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/shared/lib/date';
import { isApiError, queryRoots } from '@/shared/api';
import { chinaDate } from '@/shared/lib/date';
import { getFeedback } from '@/shared/lib/feedback';
import { useSession } from '@/entities/member';
import { procurementQueries } from '@/entities/procurement';
import { type OrderDetail, orderQueries, type StockOutSummary } from '@/entities/order';
import { RECEIPT_CODES, receivingQueries, useConfirmReceipt, type Receiver } from '../api/receiving';
import { receiptDialogAtom } from '../model/dialogs';
import { buyerOf, defaultReceiverId, RECEIVER_NOTE } from '../model/receipt';
import styles from './receiving.styles';

interface Values {
  receiverId: string;
  receivedAt: Dayjs;
  lines: { quantity: number; lot: string }[];
  remark?: string;
}

/** Failures nobody is told of here: the session's own end says itself, an abort is the user's. */
const QUIET = new Set(['aborted', 'unauthorized', 'session-expired']);

function receiverLabel(receiver: Receiver, buyer: string | undefined): string {
  return `${receiver.name}${receiver.isOwner ? '（主账号）' : ''}${receiver._id === buyer ? '（下单人）' : ''}`;
}

function ReceiptForm({ order, stockOut, receivers, mustDiffer, onDone }: {
  order: OrderDetail;
  stockOut: StockOutSummary;
  receivers: Receiver[];
  mustDiffer: boolean;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const qc = useQueryClient();
  const confirm = useConfirmReceipt();
  const [problem, setProblem] = useState<string | null>(null);
  const buyer = buyerOf(order.placedBy, receivers);
  const firstDay = chinaDate(stockOut.shippedAt);
  const [today] = useState(() => chinaDate(Date.now()));
  const { member } = useSession();

  const submit = (values: Values) => {
    setProblem(null);
    const input = {
      receiverId: values.receiverId,
      receivedAt: values.receivedAt.format('YYYY-MM-DD'),
      lines: stockOut.items.map((item, i) => ({
        matlId: item.matlId,
        quantity: values.lines[i]?.quantity ?? item.quantity,
        lot: (values.lines[i]?.lot ?? item.lot).trim(),
      })),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
    };
    confirm.mutate(
      { stockOutId: stockOut._id, input },
      {
        onSuccess: () => {
          message.success(`发货单 ${stockOut.stockOutNo} 已确认收货`);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && QUIET.has(error.kind)) return;
          const text = error.message;
          if (isApiError(error) && error.code === RECEIPT_CODES.receiverIsBuyer) {
            form.setFields([{ name: 'receiverId', errors: [text] }]);
          } else if (isApiError(error) && error.code === RECEIPT_CODES.badDate) {
            form.setFields([{ name: 'receivedAt', errors: [text] }]);
          } else {
            setProblem(text);
            // received meanwhile, or the rule forbids this member (10115): the card shows it and who can
            if (isApiError(error) && (error.code === RECEIPT_CODES.received || error.code === RECEIPT_CODES.buyerConfirms)) {
              void qc.invalidateQueries({ queryKey: queryRoots.orders });
            }
          }
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name={`receipt-${stockOut._id}`}
      onFinish={submit}
      onValuesChange={() => setProblem(null)}
      initialValues={{
        receiverId: defaultReceiverId(receivers, order.placedBy, member?._id, mustDiffer),
        receivedAt: dayjs(today),
        lines: stockOut.items.map((item) => ({ quantity: item.quantity, lot: item.lot })),
        remark: '',
      }}
    >
      <p className={styles.muted}>
        订单 {order.orderNo} · {stockOut.courier} {stockOut.trackingNo} · {firstDay} 发出
      </p>
      {problem ? <Alert type="error" showIcon title={problem} className={styles.alert} /> : null}
      <div className={styles.twoCols}>
        <Form.Item name="receiverId" label="收货人" rules={[{ required: true, message: '请选择收货人' }]} extra={mustDiffer ? RECEIVER_NOTE : undefined}>
          <Select
            // the rule's forbidden choice is shown, not offered
            options={receivers.map((r) => ({ value: r._id, label: receiverLabel(r, buyer), disabled: mustDiffer && r._id === buyer }))}
            placeholder="请选择收货人"
          />
        </Form.Item>
        <Form.Item name="receivedAt" label="收货日期" rules={[{ required: true, message: '请选择收货日期' }]}>
          <DatePicker
            className={styles.full}
            allowClear={false}
            inputReadOnly
            disabledDate={(d) => {
              const day = d.format('YYYY-MM-DD');
              return day < firstDay || day > today;
            }}
          />
        </Form.Item>
      </div>
      <fieldset className={styles.lines}>
        <legend>收货明细</legend>
        <Form.List name="lines">
          {(fields) =>
            fields.map((field, i) => {
              const item = stockOut.items[i]!;
              return (
                <div key={field.key} className={styles.line} role="group" aria-label={`${item.name} ${item.catalogNo}`}>
                  <div className={styles.lineName}>
                    {item.name} <span className={styles.muted}>{item.catalogNo} · 发货 {item.quantity}</span>
                  </div>
                  <div className={styles.lineFields}>
                    <Form.Item
                      name={[field.name, 'quantity']}
                      label="收货数量"
                      rules={[
                        { required: true, message: '请填写收货数量' },
                        { type: 'number', min: 0, max: item.quantity, message: `收货数量为 0 到 ${item.quantity}` },
                      ]}
                    >
                      <InputNumber min={0} max={item.quantity} precision={0} className={styles.qty} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'lot']}
                      label="批号"
                      rules={[
                        { required: true, whitespace: true, message: '请填写批号' },
                        { max: 40, message: '批号不超过 40 个字符' },
                      ]}
                    >
                      <Input maxLength={40} />
                    </Form.Item>
                  </div>
                </div>
              );
            })
          }
        </Form.List>
      </fieldset>
      <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不超过 200 字' }]}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder="选填，如外包装完好、冷链温度正常" />
      </Form.Item>
      <div className={styles.footer}>
        <Button onClick={onDone} disabled={confirm.isPending}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          确认收货
        </Button>
      </div>
    </Form>
  );
}

/** 确认收货 of one delivery (docs/api.md §14): who received it, when, each line's quantity and lot. */
export default function ReceiptDialog() {
  const [{ open, orderId, stockOutId }, setState] = useAtom(receiptDialogAtom);
  const close = () => setState((s) => ({ ...s, open: false }));
  // the detail page has loaded the order: this reads the same entry
  const order = useQuery({ ...orderQueries.detail(orderId), enabled: open && orderId !== '' });
  const receivers = useQuery({ ...receivingQueries.receivers(), enabled: open });
  const settings = useQuery({ ...procurementQueries.settings(), enabled: open });
  const stockOut = order.data?.stockOuts.find((s) => s._id === stockOutId);

  let body;
  if (receivers.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title="收货人名单暂时无法加载"
        description={receivers.error.message}
        action={
          <Button size="small" loading={receivers.isFetching} onClick={() => void receivers.refetch()}>
            重试
          </Button>
        }
      />
    );
  } else if (order.isError && !order.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="订单暂时无法加载"
        description={order.error.message}
        action={
          <Button size="small" loading={order.isFetching} onClick={() => void order.refetch()}>
            重试
          </Button>
        }
      />
    );
  } else if (!order.data || !receivers.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (!stockOut) {
    body = <Alert type="warning" showIcon title="该发货单已不在此订单中，请刷新后查看" />;
  } else {
    body = (
      <ReceiptForm
        key={stockOut._id}
        order={order.data}
        stockOut={stockOut}
        receivers={receivers.data}
        // unknown settings: the mall's default (true), which the mall enforces anyway (10111)
        mustDiffer={settings.data?.receiverMustDiffer ?? true}
        onDone={close}
      />
    );
  }

  return (
    <Modal open={open} title={stockOut ? `确认收货 · 发货单 ${stockOut.stockOutNo}` : '确认收货'} width={600} onCancel={close} footer={null} maskClosable={false} destroyOnHidden>
      {body}
    </Modal>
  );
}
