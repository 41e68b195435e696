import { useEffect, useState } from 'react';
import { Button, Cascader, Checkbox, Form, Input, Modal, Space } from 'antd';
import { regionParts } from '@/shared/lib/address';
import { normalizePhone } from '@/shared/lib/phone';
import { regionPath, type RegionOption } from '@/shared/lib/regions';
import { useRegions } from '../api/regions';
import { DETAIL_LENGTH, parseAddressText, postcodeRule, useSaveAddress, type Address } from '@/entities/address';
import { normalizePersonName } from '@/shared/lib/person-name';
import { lengthRule, personNameRule, phoneRule, required, toHalfWidth } from '../model/rules';
import styles from './address-form.styles';
import { getFeedback } from '@/shared/lib/feedback';

interface Values {
  receiver: string;
  cellphone: string;
  region: string[];
  detail: string;
  postcode: string;
  isDefault: boolean;
}

function toValues(address: Address | null): Partial<Values> {
  if (!address) return { isDefault: false, region: [] };
  return {
    receiver: address.receiver,
    cellphone: address.cellphone,
    region: [address.provinceCode, address.cityCode, address.districtCode].filter(Boolean),
    detail: address.detail,
    postcode: address.postcode ?? '',
    isDefault: address.isDefault,
  };
}

/**
 * 新增 / 编辑收货地址. Fields and rules of docs/china-conventions.md (Addresses); the
 * cascader on GB/T 2260 data; 智能填写 fills the form from one pasted line.
 * A refused save keeps the dialog and everything typed.
 */
export function AddressFormDialog({
  open,
  address,
  onClose,
}: {
  open: boolean;
  address: Address | null;
  /** with the saved address after a save, without one when cancelled */
  onClose: (saved?: Address) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = getFeedback();
  const save = useSaveAddress();
  const regions = useRegions(open);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(toValues(address));
    }
  }, [open, address, form]);

  const close = (saved?: Address) => {
    setPasted('');
    onClose(saved);
  };

  const recognise = () => {
    if (!regions.data || !pasted.trim()) return;
    const found = parseAddressText(pasted, regions.data);
    const patch: Partial<Values> = {};
    if (found.receiver) patch.receiver = found.receiver;
    if (found.cellphone) patch.cellphone = found.cellphone;
    if (found.region) patch.region = found.region;
    if (found.detail) patch.detail = found.detail;
    if (found.postcode) patch.postcode = found.postcode;
    form.setFieldsValue(patch);
    const filled = Object.keys(patch).length;
    if (filled === 0) message.warning('未能识别，请检查粘贴的内容');
    else if (!found.region) message.info(found.regionNames ? `已识别部分信息，请补选所在地区（${found.regionNames.join(' / ')}）` : '已识别部分信息，请补选所在地区');
    else message.success('已识别并填入，请核对');
    void form.validateFields(Object.keys(patch) as (keyof Values)[]).catch(() => undefined);
  };

  const submit = (values: Values) => {
    const path = regions.data ? regionPath(regions.data, values.region) : null;
    if (!path) return;
    save.mutate(
      {
        ...(address ? { _id: address._id } : {}),
        receiver: normalizePersonName(values.receiver),
        cellphone: normalizePhone(values.cellphone) ?? values.cellphone,
        provinceCode: values.region[0] ?? '',
        cityCode: values.region[1] ?? '',
        districtCode: values.region[2] ?? '',
        regionNames: path.map((o) => o.label),
        detail: values.detail.trim(),
        postcode: values.postcode ? toHalfWidth(values.postcode).trim() : '',
        // false never removes the default (docs/api.md): only send true.
        ...(values.isDefault ? { isDefault: true } : {}),
      },
      {
        onSuccess: (saved) => {
          message.success(address ? '收货地址已保存' : '收货地址已添加');
          close(saved);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      onCancel={() => close()}
      footer={null}
      destroyOnHidden={false}
      width={600}
      style={{ maxWidth: 'calc(100vw - 24px)' }}
    >
      <div style={{ marginBottom: 16, padding: 12, background: '#f5f7fc', borderRadius: 4 }}>
        <Input.TextArea
          aria-label="智能填写"
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder="粘贴整段地址，自动识别收货人、手机号和所在地区。例如：张三 13800000001 上海市浦东新区张江路 100 号"
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
        <div style={{ marginTop: 8, textAlign: 'right' }}>
          <Button onClick={recognise} disabled={!pasted.trim() || !regions.data} loading={regions.isPending}>
            识别
          </Button>
        </div>
      </div>
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark validateTrigger={['onBlur', 'onSubmit']}>
        <Form.Item name="receiver" label="收货人" rules={[required('收货人'), personNameRule('收货人')]}>
          <Input autoComplete="name" maxLength={25} />
        </Form.Item>
        <Form.Item name="cellphone" label="手机号" rules={[required('手机号'), phoneRule]}>
          <Input inputMode="tel" autoComplete="tel" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="region"
          label="所在地区"
          rules={[
            { required: true, type: 'array', min: 2, message: '所在地区不能为空' },
            {
              validator: (_, value: string[] | undefined) => {
                if (!value?.length || !regions.data) return Promise.resolve();
                const path = regionPath(regions.data, value);
                const last = path?.at(-1);
                return path && last && !last.children?.length ? Promise.resolve() : Promise.reject(new Error('请选择到区县一级'));
              },
            },
          ]}
        >
          <Cascader<RegionOption>
            aria-label="所在地区"
            options={regions.data ?? []}
            loading={regions.isPending}
            placeholder={regions.isError ? '地区数据加载失败，请关闭后重试' : '请选择省 / 市 / 区县'}
            showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input)) }}
            // the chosen region as every address reads it: 上海市 / 徐汇区, not 上海市 / 市辖区 / 徐汇区
            displayRender={(labels) => regionParts(labels).join(' / ')}
            classNames={{ popup: { root: styles.regionPopup } }}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="detail" label="详细地址" rules={[required('详细地址'), lengthRule('详细地址', DETAIL_LENGTH.min, DETAIL_LENGTH.max)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={DETAIL_LENGTH.max} showCount placeholder="街道、门牌号、楼栋、房间号" />
        </Form.Item>
        <Form.Item name="postcode" label="邮编（选填）" rules={[postcodeRule]}>
          <Input inputMode="numeric" maxLength={6} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" hidden={address?.isDefault === true}>
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => close()}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
