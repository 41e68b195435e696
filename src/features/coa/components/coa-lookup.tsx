import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Empty, Form, Input, Segmented, Skeleton } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { HOTLINE } from '@/shared/config/constants';
import { coaQueries } from '../api/queries';
import { DEFAULT_COA_LIMITS } from '../api/requests';
import type { CoaQuery } from '../api/types';
import { countLookup, lookupsToday } from '../model/daily-count';
import {
  BRAND_MAX_LENGTH,
  brandProblem,
  checkCoaParams,
  lotsProblem,
  readCoaParams,
  SN_MAX_LENGTH,
  snProblem,
  splitLots,
  writeCoaQuery,
  type CoaParamsCheck,
} from '../model/query';
import { CoaTable } from './coa-table';

type Mode = 'sn' | 'lot';

/**
 * What the form asks, said next to its button, for the mode shown. The coa_query dictionary's 查询说明 is one
 * text for both modes, so the page says its own; only the dictionary's limits are read (api/requests.ts).
 */
const COA_MODE_HINTS: Record<Mode, string> = {
  sn: '输入 COA 报告上的证书编号查询',
  lot: '输入批号并注明品牌查询',
};
interface Values {
  sn?: string;
  lots?: string;
  brand?: string;
}

function Results({ query }: { query: CoaQuery }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(coaQueries.search(query));
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="查询失败"
        description={error instanceof Error ? error.message : '请稍后重试'}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            重试
          </Button>
        }
      />
    );
  }
  const what = query.sn ? `证书编号“${query.sn}”` : `批号“${query.lots.join('、')}”（品牌：${query.brand}）`;
  if (data.length === 0) {
    return (
      <Empty
        description={
          <>
            <p style={{ margin: '0 0 4px', fontWeight: 600 }}>未找到 {what} 的 COA 报告</p>
            <p style={{ margin: 0, color: '#5f677a' }}>请核对批号（见试剂瓶标签或随货单据）和品牌名称；仍找不到请致电 {HOTLINE}。</p>
          </>
        }
      />
    );
  }
  return (
    <section aria-label="查询结果">
      <p style={{ margin: '0 0 8px', color: '#5b6478' }}>
        {what}：找到 <strong>{data.length}</strong> 份 COA 报告
      </p>
      <CoaTable coas={data} />
    </section>
  );
}

const asRule = (problem: (value: string) => string | null) => ({
  validator: (_: unknown, value: string | undefined) => {
    const message = problem(value ?? '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** The URL's lookup as checked: its key (what it asks), the check, and the daily limit's refusal. */
interface Gate {
  key: string;
  check: CoaParamsCheck;
  dailyRefused: boolean;
}

/**
 * /coa: by certificate serial number, or by lots + brand. The query lives in
 * the URL (a link can be sent to a colleague); the limits of the coa_query
 * dictionary (lots per lookup, lookups per day) and the form's rules are enforced
 * here, for a lookup typed in the form and for one that comes with a link alike.
 */
export function CoaLookup() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const raw = useMemo(() => readCoaParams(new URLSearchParams(search)), [search]);
  const key = raw ? JSON.stringify(raw) : '';
  const limits = useQuery(coaQueries.limits());
  const { lotsMax, dailyMax } = limits.data ?? DEFAULT_COA_LIMITS;
  const limitsKnown = !limits.isPending;
  const [mode, setMode] = useState<Mode>(params.get('sn') ? 'sn' : params.get('lot') || params.get('brand') ? 'lot' : 'sn');
  const [form] = Form.useForm<Values>();
  const [limitError, setLimitError] = useState('');
  const [gate, setGate] = useState<Gate | null>(null);
  // The lookup already counted against the daily limit (by the form's submit, or by this page for a link).
  const counted = useRef('');
  const dailyMessage = `今日查询次数已达上限（${dailyMax} 次），请明天再试，或致电 ${HOTLINE} 索取 COA。`;

  useEffect(() => {
    form.setFieldsValue({ sn: params.get('sn') ?? '', lots: (params.get('lot') ?? '').split(',').filter(Boolean).join(', '), brand: params.get('brand') ?? '' });
  }, [params, form]);

  // A lookup in the URL is held to the form's rules and limits before anything is asked (a sent link may carry anything).
  useEffect(() => {
    if (!raw || !limitsKnown) return;
    const check = checkCoaParams(raw, lotsMax);
    let dailyRefused = false;
    if (check.query && counted.current !== key) {
      if (lookupsToday() >= dailyMax) dailyRefused = true;
      else {
        countLookup();
        counted.current = key;
      }
    }
    setGate({ key, check, dailyRefused });
    setMode(raw.mode);
  }, [raw, key, limitsKnown, lotsMax, dailyMax]);

  const current = raw && gate?.key === key ? gate : null;
  const query = current && !current.dailyRefused ? current.check.query : null;

  // The form's messages for what the link got wrong, on the fields the link filled.
  useEffect(() => {
    if (!current || current.check.errors.length === 0 || !raw || raw.mode !== mode) return;
    form.setFields(current.check.errors.map((e) => ({ name: e.field, errors: [e.message] })));
  }, [current, raw, mode, form]);

  const submit = (values: Values) => {
    if (lookupsToday() >= dailyMax) {
      setLimitError(dailyMessage);
      return;
    }
    setLimitError('');
    countLookup();
    const next: CoaQuery =
      mode === 'sn'
        ? { sn: (values.sn ?? '').trim(), lots: [], brand: '' }
        : { sn: '', lots: splitLots(values.lots ?? ''), brand: (values.brand ?? '').trim() };
    const nextParams = writeCoaQuery(next);
    const nextRaw = readCoaParams(nextParams);
    counted.current = nextRaw ? JSON.stringify(nextRaw) : '';
    setParams(nextParams);
  };
  const shownLimitError = limitError || (current?.dailyRefused ? dailyMessage : '');

  return (
    <>
      <div style={{ maxWidth: 720, marginBottom: 24 }}>
        <Segmented<Mode>
          value={mode}
          onChange={(m) => {
            setMode(m);
            form.resetFields();
            setLimitError('');
            // The other mode's lookup leaves with its results: the page (and its address) shows only what this mode asks.
            if (search) setParams(new URLSearchParams());
          }}
          options={[
            { value: 'sn', label: '按证书编号' },
            { value: 'lot', label: '按批号 + 品牌' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="COA 查询">
          {mode === 'sn' ? (
            <Form.Item
              name="sn"
              label="证书编号"
              extra="证书编号印在 COA 报告右上角，如 COA2024A00123"
              rules={[asRule(snProblem)]}
            >
              <Input placeholder="如 COA2024A00123" allowClear maxLength={SN_MAX_LENGTH + 8} />
            </Form.Item>
          ) : (
            <>
              <Form.Item
                name="lots"
                label="批号"
                extra={`可一次查询最多 ${lotsMax} 个批号，用逗号、空格或换行分隔`}
                rules={[asRule((value) => lotsProblem(splitLots(value), lotsMax))]}
              >
                <Input.TextArea placeholder="如 B123456" autoSize={{ minRows: 1, maxRows: 4 }} allowClear />
              </Form.Item>
              <Form.Item
                name="brand"
                label="品牌"
                rules={[asRule(brandProblem)]}
              >
                <Input placeholder="如 BioLegend、达优" allowClear maxLength={BRAND_MAX_LENGTH + 8} />
              </Form.Item>
            </>
          )}
          {shownLimitError ? <Alert type="warning" showIcon title={shownLimitError} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询 COA
          </Button>
          <span style={{ marginLeft: 12, color: '#646b7a', fontSize: 12 }}>
            {COA_MODE_HINTS[mode]}；每日最多查询 {dailyMax} 次
          </span>
        </Form>
      </div>
      {query && current && raw?.mode === mode && current.check.dropped > 0 ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={`链接中有 ${query.lots.length + current.check.dropped} 个批号，一次最多查询 ${lotsMax} 个：已查询前 ${query.lots.length} 个，其余 ${current.check.dropped} 个未查询`}
          description="如需查询其余批号，请分批输入后再查询。"
        />
      ) : null}
      {query && raw?.mode === mode ? <Results query={query} /> : null}
    </>
  );
}
