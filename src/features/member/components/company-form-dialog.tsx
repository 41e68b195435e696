import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { Alert, AutoComplete, Button, Form, Input, Modal, Radio, Spin } from 'antd';
import { COMPANY_LOOKUP_DEBOUNCE_MS, COMPANY_LOOKUP_MIN_CHARS, ORG_TYPES } from '@/shared/config/constants';
import { isValidCreditCode, normalizeCreditCode } from '@/shared/lib/credit-code';
import { cleanText } from '@/shared/lib/params';
import { normalizePersonName } from '@/shared/lib/person-name';
import { useSession } from '@/entities/member';
import { useSaveCompany } from '../api/mutations';
import { searchCompanies, type CompanyInput, type OrgType, type TycCompany } from '../api/requests';
import { isCompanyComplete } from '../model/company';
import { companyFormAtom } from '../model/dialogs';
import { personNameRule } from '../model/rules';
import { getFeedback } from '@/shared/lib/feedback';

const CREDIT_CODE_MESSAGE = '统一社会信用代码格式或校验位不正确';

interface Values {
  name: string;
  creditCode: string;
  coName: string;
  orgType: OrgType | undefined;
  contactName: string;
  address: string;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Suggestions from the company lookup for what is typed in 单位名称 (≥ 2 characters, after a pause). */
function useCompanyLookup(typed: string) {
  const keyword = useDebounced(cleanText(typed), COMPANY_LOOKUP_DEBOUNCE_MS);
  const enabled = Array.from(keyword).length >= COMPANY_LOOKUP_MIN_CHARS;
  const query = useQuery({
    queryKey: ['companies-tyc', keyword],
    queryFn: ({ signal }) => searchCompanies(keyword, signal),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return { companies: enabled ? (query.data ?? []) : [], searching: enabled && query.isFetching, enabled };
}

/**
 * 企业信息: the company profile. Closing with X keeps what was typed (the
 * dialog stays mounted); 取消 clears it; saving refetches the member and closes.
 */
export default function CompanyFormDialog() {
  const [{ open }, setState] = useAtom(companyFormAtom);
  const { member, access } = useSession();
  const { message } = getFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveCompany();
  const typedName = Form.useWatch('name', form) ?? '';
  const { companies, searching, enabled } = useCompanyLookup(typedName);

  const company = member?.companyInfo ?? null;
  const initialValues: Partial<Values> = {
    name: company?.name ?? '',
    creditCode: company?.creditCode ?? '',
    coName: company?.coName && company.coName !== company.name ? company.coName : '',
    orgType: (company?.orgType as OrgType | undefined) ?? undefined,
    contactName: company?.contactName ?? member?.contactName ?? '',
    address: company?.address ?? '',
  };
  const readOnly = access.isAuthenticated && !access.canEditCompany;
  const complete = isCompanyComplete(member?.companyInfo);

  const options = useMemo(
    () => companies.map((c) => ({ value: c.name, label: c.name, key: c.creditCode, company: c })),
    [companies],
  );

  const close = () => setState((s) => ({ ...s, open: false }));
  const cancel = () => {
    form.resetFields();
    close();
  };

  const pick = (name: string) => {
    const picked: TycCompany | undefined = companies.find((c) => c.name === name);
    if (!picked) return;
    const address = form.getFieldValue('address') as string | undefined;
    form.setFieldsValue({ name: picked.name, creditCode: picked.creditCode, ...(address ? {} : { address: picked.address }) });
    void form.validateFields(['creditCode']).catch(() => undefined);
  };

  const submit = (values: Values) => {
    const input: CompanyInput = {
      name: cleanText(values.name),
      creditCode: normalizeCreditCode(values.creditCode),
      contactName: normalizePersonName(values.contactName),
      orgType: values.orgType as OrgType,
      ...(cleanText(values.coName ?? '') ? { coName: cleanText(values.coName) } : {}),
      ...(cleanText(values.address ?? '') ? { address: cleanText(values.address) } : {}),
    };
    save.mutate(input, {
      onSuccess: () => {
        message.success('企业信息已保存');
        form.resetFields();
        close();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={complete ? '企业信息' : '完善企业信息'}
      width={600}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} disabled={readOnly} onClick={() => form.submit()}>
          保存
        </Button>,
      ]}
    >
      {readOnly ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="子账号无权修改企业信息，请联系主账号完善。" />
      ) : complete ? (
        <p style={{ marginTop: 0, color: '#5f677a' }}>修改后，子账号看到的企业信息一并更新。</p>
      ) : (
        <p style={{ marginTop: 0, color: '#5f677a' }}>完善企业信息后即可下单、查看订单和发票。输入单位名称后可从列表中选择，自动填写统一社会信用代码。</p>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        name="company-form"
        initialValues={initialValues}
        onFinish={submit}
        disabled={readOnly}
        requiredMark
        scrollToFirstError
      >
        <Form.Item
          name="name"
          label="单位名称"
          rules={[{ required: true, whitespace: true }, { min: 2, max: 100, message: '单位名称应为 2–100 个字' }]}
        >
          <AutoComplete
            options={options}
            onSelect={(value: string) => pick(value)}
            optionRender={({ data }) => (
              <div>
                <div>{data.company.name}</div>
                <div style={{ fontSize: 12, color: '#8c92a4' }}>
                  {data.company.creditCode}
                  {data.company.legalPerson ? ` · 法定代表人 ${data.company.legalPerson}` : ''}
                </div>
              </div>
            )}
            showSearch={{ filterOption: false }}
            placeholder="请输入单位全称，如：北京大学"
            notFoundContent={searching ? <Spin size="small" /> : enabled ? '未找到匹配的单位，可直接填写' : null}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label="统一社会信用代码"
          normalize={(value: unknown) => (typeof value === 'string' ? normalizeCreditCode(value) : value)}
          validateTrigger={['onChange', 'onBlur']}
          rules={[
            { required: true, validateTrigger: ['onChange', 'onBlur'] },
            {
              validateTrigger: 'onBlur',
              validator: (_rule, value: string | undefined) =>
                !value || isValidCreditCode(value) ? Promise.resolve() : Promise.reject(new Error(CREDIT_CODE_MESSAGE)),
            },
          ]}
        >
          <Input placeholder="18 位，如：91350100M000100Y43" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item name="coName" label="单位简称" rules={[{ max: 20, message: '单位简称不能超过 20 个字' }]} tooltip="显示在页面右上角，不填则使用单位名称">
            <Input placeholder="选填，如：北大医学部" />
          </Form.Item>
          <Form.Item
            name="contactName"
            label="联系人"
            rules={[{ required: true, whitespace: true }, personNameRule('联系人')]}
          >
            <Input placeholder="请输入联系人姓名" autoComplete="name" />
          </Form.Item>
        </div>
        <Form.Item name="orgType" label="机构类型" rules={[{ required: true }]}>
          <Radio.Group optionType="button" options={ORG_TYPES.map((t) => ({ label: t, value: t }))} />
        </Form.Item>
        <Form.Item name="address" label="单位地址" rules={[{ max: 200, message: '单位地址不能超过 200 个字' }]}>
          <Input placeholder="选填，如：北京市海淀区颐和园路 5 号" autoComplete="street-address" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
