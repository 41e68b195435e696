import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Input, Tag } from 'antd';
import { unitFen } from '@/shared/lib/contract-price';
import { formatFen } from '@/shared/lib/money';
import { stockStatus } from '@/shared/lib/stock-status';
import { chunkStyles } from '@/shared/ui/chunk-styles';
import { PriceFigure } from '@/shared/ui/contract-price';
import type { BatchCandidate } from '../api/types';
import { capProblems, QUICK_ORDER_MAX_INPUT_LINES, type QuickOrderParse, type ReportRow } from '../model/quick-order';
import css from './paste-report.css?inline';

const TONE_COLOR = { success: 'success', warning: 'warning', error: 'error' } as const;

// added with the first report drawn (the dialogs' chunks), not when the cart's door is first imported
let classes: Readonly<Record<string, string>> | undefined;
const stylesOf = () => (classes ??= chunkStyles('paste', css));

/**
 * The one report of a paste (快速下单, a buying list's 粘贴导入): the lines past the first 2000 said to be ignored,
 * the summary (or that nothing was read), each row with its tone, the problems past the first 50 counted.
 */
export function PasteReport({
  label,
  parse,
  rows,
  summary,
  more,
  onChoose,
}: {
  /** the region's accessible name, e.g. 识别结果 */
  label: string;
  parse: QuickOrderParse;
  rows: readonly ReportRow[];
  /** the counts, e.g. 共 3 行：可加入 1 种… */
  summary: ReactNode;
  /** after 还有 N 行无法加入，未逐行列出 */
  more?: string;
  /** a `choose` line's size picked (快速下单 by CAS or name, docs/api.md §4) */
  onChoose?: (index: number, candidate: BatchCandidate) => void;
}) {
  const styles = stylesOf();
  const { shown, hidden } = useMemo(() => capProblems(rows), [rows]);
  return (
    <div aria-label={label}>
      {parse.ignoredLines > 0 ? (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={`一次最多识别 ${QUICK_ORDER_MAX_INPUT_LINES} 行，之后的 ${parse.ignoredLines} 行已忽略`}
          description="请分批粘贴其余的行。"
        />
      ) : null}
      {rows.length === 0 ? (
        <Alert type="warning" showIcon title="没有识别到商品，请按“货号 数量”每行填写一个商品" />
      ) : (
        <p className={styles.summary}>{summary}</p>
      )}
      <ul className={styles.rows}>
        {shown.map((row) => (
          <li key={row.key} data-tone={row.tone}>
            <Tag color={TONE_COLOR[row.tone]}>{row.label}</Tag>
            <span className={styles.no}>
              {row.lines.length ? `第 ${row.lines[0]} 行 ` : ''}
              {row.catalogNo}
              {row.quantity ? ` × ${row.quantity}` : ''}
            </span>
            <span className={styles.detail}>{row.detail}</span>
            {row.choose && onChoose ? (
              <ul className={styles.choices} aria-label={`${row.catalogNo} 的可选商品`}>
                {row.choose.candidates.map((c) => {
                  const stock = stockStatus(c);
                  // the company's price for the line's quantity (docs/api.md §5), the list price struck beside it
                  const what = `${c.name} ${c.spec} · ${c.mfrName} · ${c.catalogNo}`;
                  const text = `${what} · ${formatFen(unitFen(c, row.quantity))} · ${stock.label}`;
                  return (
                    <li key={c.matlId}>
                      <span className={styles.choiceText}>
                        {what} · <PriceFigure item={c} quantity={row.quantity} /> · {stock.label}
                      </span>
                      <Button size="small" disabled={!stock.orderable} aria-label={`选择 ${text}`} onClick={() => row.choose && onChoose(row.choose.index, c)}>
                        选择
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className={styles.more} role="note">
          还有 {hidden} 行无法加入，未逐行列出{more ? `；${more}` : ''}
        </p>
      ) : null}
    </div>
  );
}

const PLACEHOLDER = ['每行一个商品：货号 数量（可直接从 Excel 复制两列粘贴）', '420201-100T 2', 'E-EL-H9955-96T，1', 'MCT-313-C-1000PK\t5'].join('\n');

/** Where a paste is typed (快速下单, 粘贴导入): 货号 and 数量, one line each. */
export function PasteInput({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Input.TextArea
      aria-label="货号和数量"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={PLACEHOLDER}
      autoSize={{ minRows: 8, maxRows: 16 }}
      spellCheck={false}
    />
  );
}
