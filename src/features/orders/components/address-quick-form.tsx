import { Button, Cascader, Form, Input } from 'antd';
import { normalizePhone } from '@/shared/lib/phone';
import { useCreateAddress } from '../api/mutations';
import { CHECKOUT_REGIONS, regionOf } from '../model/regions';
import styles from './orders.module.css';

interface Values {
  receiver: string;
  cellphone: string;
  region: string[];
  detail: string;
}

/** A minimal "add address" inside checkout: receiver, phone, region, detail. */
export function AddressQuickForm({ onSaved, onCancel }: { onSaved: (id: string) => void; onCancel: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateAddress();
  const submit = (values: Values) => {
    const region = regionOf(values.region);
    if (!region) {
      form.setFields([{ name: 'region', errors: ['请选择到区县（无区县的城市选到城市）'] }]);
      return;
    }
    create.mutate(
      { receiver: values.receiver.trim(), cellphone: normalizePhone(values.cellphone) ?? values.cellphone, detail: values.detail.trim(), ...region },
      { onSuccess: (address) => onSaved(address._id) },
    );
  };
  return (
    <Form form={form} layout="vertical" className={styles.addressForm} onFinish={submit} aria-label="新增收货地址" requiredMark>
      <Form.Item name="receiver" label="收货人" rules={[{ required: true, whitespace: true }, { min: 2, max: 25, message: '收货人应为 2–25 个字' }]}>
        <Input autoComplete="name" maxLength={25} />
      </Form.Item>
      <Form.Item
        name="cellphone"
        label="手机号"
        rules={[
          { required: true },
          { validator: (_r, value: string) => (!value || normalizePhone(value) ? Promise.resolve() : Promise.reject(new Error('请输入正确的手机号'))) },
        ]}
      >
        <Input inputMode="tel" autoComplete="tel" maxLength={20} />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[{ required: true }]}>
        <Cascader options={CHECKOUT_REGIONS} placeholder="省 / 市 / 区" />
      </Form.Item>
      <Form.Item name="detail" label="详细地址" rules={[{ required: true, whitespace: true }, { min: 5, max: 120, message: '详细地址应为 5–120 个字' }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={120} />
      </Form.Item>
      <div className={styles.formActions}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存并使用
        </Button>
      </div>
    </Form>
  );
}
