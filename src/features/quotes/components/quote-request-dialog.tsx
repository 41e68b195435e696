import { useState, type ReactNode } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Input, InputNumber, Modal } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ROUTES } from '@/shared/config/routes';
import { chinaDate } from '@/shared/lib/date';
import { feedback } from '@/shared/lib/feedback';
import { formatFen, toFen } from '@/shared/lib/money';
import { useCreateQuote } from '../api/mutations';
import { quoteRequestAtom } from '../model/dialogs';
import {
  blankCustom,
  checkDraft,
  customFieldProblem,
  mergeItems,
  QUOTE_LIMITS,
  type CustomDraft,
  type CustomField,
  type DraftProblems,
  type RequestDraft,
} from '../model/request-form';
import styles from './quotes.styles';

const emptyDraft = (): RequestDraft => ({ items: [], custom: [], remark: '' });

/** A label, its control and the problem under it (announced with the control). */
function Field({ id, label, required, problem, children, wide }: { id: string; label: string; required?: boolean; problem?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {required ? <span className={styles.required} aria-hidden="true">* </span> : null}
        {label}
      </label>
      {children}
      {problem ? (
        <div id={`${id}-problem`} className={styles.fieldProblem} role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

/**
 * 询价 (docs/api.md §16): the listed materials it was opened with (quantity editable, removable), lines for what
 * the catalogue does not list, a remark. Checked as the contract says before sending; the new quote opens.
 */
export default function QuoteRequestDialog() {
  const [{ open, items, seq, openedAt }, setState] = useAtom(quoteRequestAtom);
  const today = chinaDate(openedAt);
  const navigate = useNavigate();
  const create = useCreateQuote();
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems | null>(null);
  const [seenSeq, setSeenSeq] = useState(-1);

  // A new opening with items starts a new request; a free-form opening keeps a draft not yet sent, or starts one
  // with a blank line (state adjusted while rendering).
  if (open && seq !== seenSeq) {
    setSeenSeq(seq);
    setProblems(null);
    if (items.length > 0) setDraft({ items: mergeItems(items), custom: [], remark: '' });
    else if (draft.items.length === 0 && draft.custom.length === 0) setDraft({ items: [], custom: [blankCustom()], remark: draft.remark });
  }

  const close = () => setState((s) => ({ ...s, open: false }));
  const cancel = () => {
    setDraft(emptyDraft());
    setProblems(null);
    close();
  };

  const setItemQuantity = (matlId: string, quantity: number | null) =>
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.matlId === matlId ? { ...i, quantity: quantity ?? 0 } : i)) }));
  const removeItem = (matlId: string) => setDraft((d) => ({ ...d, items: d.items.filter((i) => i.matlId !== matlId) }));
  const setCustom = (key: string, patch: Partial<CustomDraft>) => {
    setDraft((d) => ({ ...d, custom: d.custom.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
    // a problem once said goes as soon as the field is right
    if (problems) {
      const fields = { ...problems.fields };
      for (const field of Object.keys(patch) as CustomField[]) delete fields[`${key}.${field}`];
      setProblems({ ...problems, fields });
    }
  };
  const addCustom = () => {
    if (draft.items.length + draft.custom.length >= QUOTE_LIMITS.lines) {
      setProblems({ fields: problems?.fields ?? {}, whole: `一次最多询价 ${QUOTE_LIMITS.lines} 种商品` });
      return;
    }
    setDraft((d) => ({ ...d, custom: [...d.custom, blankCustom()] }));
  };
  const removeCustom = (key: string) => setDraft((d) => ({ ...d, custom: d.custom.filter((c) => c.key !== key) }));

  const checkField = (line: CustomDraft, field: CustomField) => {
    if (!problems) return;
    const problem = customFieldProblem(line, field, today);
    const fields = { ...problems.fields };
    if (problem) fields[`${line.key}.${field}`] = problem;
    else delete fields[`${line.key}.${field}`];
    setProblems({ ...problems, fields });
  };

  const submit = () => {
    if (create.isPending) return;
    const checked = checkDraft(draft, today);
    if (!checked.input) {
      setProblems(checked.problems);
      return;
    }
    setProblems(null);
    create.mutate(checked.input, {
      onSuccess: (quote) => {
        feedback.success(quote.status === 'pending' ? `询价单 ${quote.quoteNo} 已提交，商城报价后将通知您` : `询价单 ${quote.quoteNo} 已报价`);
        setDraft(emptyDraft());
        close();
        void navigate(ROUTES.quote(quote._id));
      },
    });
  };

  const problemOf = (key: string) => problems?.fields[key];
  const count = draft.items.length + draft.custom.length;

  return (
    <Modal
      open={open}
      title="询价"
      onCancel={close}
      width={760}
      className={styles.requestModal}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      footer={
        <div className={styles.requestFooter}>
          <span className={styles.muted}>共 {count} 种商品</span>
          <Button onClick={cancel}>取消</Button>
          <Button type="primary" loading={create.isPending} onClick={submit}>
            提交询价
          </Button>
        </div>
      }
    >
      <p className={styles.muted}>目录商品立即按贵单位价格报价（满 5 件 95 折，满 10 件 92 折）；目录外商品由商城核实后报价。报价有效期 30 天。</p>
      {problems?.whole ? <Alert type="error" showIcon title={problems.whole} className={styles.block} /> : null}

      {draft.items.length > 0 ? (
        <section aria-labelledby="quote-items-title" className={styles.requestSection}>
          <h3 id="quote-items-title" className={styles.h3}>
            目录商品（{draft.items.length} 种）
          </h3>
          <ul className={styles.requestItems}>
            {draft.items.map((item) => (
              <li key={item.matlId} className={styles.requestItem}>
                <div className={styles.requestItemText}>
                  <div className={styles.itemName}>{item.name}</div>
                  <div className={styles.muted}>
                    {item.catalogNo} · {item.spec}
                    {item.mfrName ? ` · ${item.mfrName}` : ''}
                    {item.price !== null ? ` · 目录价 ${formatFen(toFen(item.price))}` : ''}
                  </div>
                  {problemOf(`item.${item.matlId}`) ? (
                    <div className={styles.fieldProblem} role="alert">
                      {problemOf(`item.${item.matlId}`)}
                    </div>
                  ) : null}
                </div>
                <InputNumber
                  aria-label={`${item.name} 询价数量`}
                  min={QUOTE_LIMITS.quantityMin}
                  max={QUOTE_LIMITS.quantityMax}
                  precision={0}
                  value={item.quantity}
                  onChange={(v) => setItemQuantity(item.matlId, typeof v === 'number' ? v : null)}
                  mode="spinner"
                  className={styles.requestQuantity}
                />
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`移除 ${item.name}`} onClick={() => removeItem(item.matlId)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="quote-custom-title" className={styles.requestSection}>
        <h3 id="quote-custom-title" className={styles.h3}>
          目录外商品
        </h3>
        {draft.custom.length === 0 ? <p className={styles.muted}>找不到需要的商品？添加名称、规格和数量，商城会尽快报价。</p> : null}
        {draft.custom.map((line, index) => {
          const id = (field: string) => `quote-${line.key}-${field}`;
          return (
            <fieldset key={line.key} className={styles.customLine} aria-label={`目录外商品 ${index + 1}`}>
              <div className={styles.customHead}>
                <span className={styles.customTitle}>目录外商品 {index + 1}</span>
                <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => removeCustom(line.key)}>
                  移除
                </Button>
              </div>
              <div className={styles.customGrid}>
                <Field id={id('name')} label="品名" required problem={problemOf(`${line.key}.name`)} wide>
                  <Input
                    id={id('name')}
                    value={line.name}
                    maxLength={QUOTE_LIMITS.name}
                    placeholder="例如：小鼠 IL-6 ELISA 试剂盒"
                    aria-invalid={Boolean(problemOf(`${line.key}.name`))}
                    onChange={(e) => setCustom(line.key, { name: e.target.value })}
                    onBlur={() => checkField(line, 'name')}
                  />
                </Field>
                <Field id={id('catalogNo')} label="货号（如知道）" problem={problemOf(`${line.key}.catalogNo`)}>
                  <Input id={id('catalogNo')} value={line.catalogNo} maxLength={QUOTE_LIMITS.catalogNo} onChange={(e) => setCustom(line.key, { catalogNo: e.target.value })} />
                </Field>
                <Field id={id('mfrName')} label="品牌（如指定）" problem={problemOf(`${line.key}.mfrName`)}>
                  <Input id={id('mfrName')} value={line.mfrName} maxLength={QUOTE_LIMITS.mfrName} placeholder="例如：STEMCELL" onChange={(e) => setCustom(line.key, { mfrName: e.target.value })} />
                </Field>
                <Field id={id('spec')} label="规格" required problem={problemOf(`${line.key}.spec`)}>
                  <Input
                    id={id('spec')}
                    value={line.spec}
                    maxLength={QUOTE_LIMITS.spec}
                    placeholder="例如：96T、500 mL"
                    aria-invalid={Boolean(problemOf(`${line.key}.spec`))}
                    onChange={(e) => setCustom(line.key, { spec: e.target.value })}
                    onBlur={() => checkField(line, 'spec')}
                  />
                </Field>
                <Field id={id('quantity')} label="数量" required problem={problemOf(`${line.key}.quantity`)}>
                  <InputNumber
                    id={id('quantity')}
                    min={QUOTE_LIMITS.quantityMin}
                    max={QUOTE_LIMITS.quantityMax}
                    precision={0}
                    value={line.quantity}
                    className={styles.fullWidth}
                    onChange={(v) => setCustom(line.key, { quantity: typeof v === 'number' ? v : null })}
                  />
                </Field>
                <Field id={id('neededBy')} label="需求日期" problem={problemOf(`${line.key}.neededBy`)}>
                  <Input
                    id={id('neededBy')}
                    type="date"
                    min={today}
                    value={line.neededBy}
                    aria-invalid={Boolean(problemOf(`${line.key}.neededBy`))}
                    onChange={(e) => setCustom(line.key, { neededBy: e.target.value })}
                    onBlur={() => checkField(line, 'neededBy')}
                  />
                </Field>
                <Field id={id('note')} label="说明" problem={problemOf(`${line.key}.note`)} wide>
                  <Input
                    id={id('note')}
                    value={line.note}
                    maxLength={QUOTE_LIMITS.note}
                    placeholder="选填：纯度、用途等要求"
                    onChange={(e) => setCustom(line.key, { note: e.target.value })}
                  />
                </Field>
              </div>
            </fieldset>
          );
        })}
        <Button icon={<PlusOutlined />} onClick={addCustom} className={styles.addCustom}>
          添加目录外商品
        </Button>
      </section>

      <section className={styles.requestSection}>
        <Field id="quote-remark" label="备注" problem={problemOf('remark')} wide>
          <Input.TextArea
            id="quote-remark"
            value={draft.remark}
            maxLength={QUOTE_LIMITS.remark}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder="选填：招标编号、报销或用途说明，会打印在报价单上"
            onChange={(e) => setDraft((d) => ({ ...d, remark: e.target.value }))}
          />
        </Field>
      </section>
    </Modal>
  );
}
