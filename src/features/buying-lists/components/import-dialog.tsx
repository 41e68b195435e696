import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { capProblems, parseQuickOrder, reportRows, type BatchResult, type QuickOrderParse } from '@/entities/cart';
import { useImportListLines } from '../api/mutations';
import styles from './buying-lists.styles';

const PLACEHOLDER = ['每行一个商品：货号 数量（可直接从 Excel 复制两列粘贴）', '420201-100T 2', 'E-EL-H9955-96T，1'].join('\n');
const TONE_COLOR = { success: 'success', warning: 'warning', error: 'error' } as const;

/** 粘贴导入: lines read by the quick order's parser, added by the mall, then its report (docs/api.md §23). */
export function ImportDialog({ listId, onClose }: { listId: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [report, setReport] = useState<{ parse: QuickOrderParse; results: BatchResult[] } | null>(null);
  const importLines = useImportListLines();
  const rows = useMemo(() => (report ? reportRows(report.parse, report.results, { unavailableKept: true }) : []), [report]);
  const { shown, hidden } = useMemo(() => capProblems(rows), [rows]);
  const added = rows.filter((r) => r.tone !== 'error').length;

  const submit = () => {
    const parse = parseQuickOrder(text);
    if (parse.entries.length === 0) {
      setReport({ parse, results: [] });
      return;
    }
    importLines.mutate(
      { id: listId, lines: parse.entries.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })) },
      { onSuccess: ({ results }) => setReport({ parse, results }) },
    );
  };

  return (
    <Modal
      open
      title="粘贴导入"
      width={720}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      onCancel={onClose}
      footer={
        report
          ? [
              <Button key="again" onClick={() => setReport(null)}>
                继续导入
              </Button>,
              <Button key="done" type="primary" onClick={onClose}>
                完成
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button key="import" type="primary" loading={importLines.isPending} disabled={text.trim() === ''} onClick={submit}>
                导入清单
              </Button>,
            ]
      }
    >
      {report ? (
        <div aria-label="导入结果">
          {rows.length === 0 ? (
            <Alert type="warning" showIcon title="没有识别到商品，请按“货号 数量”每行填写一个商品" />
          ) : (
            <p className={styles.muted}>
              共 {rows.length} 行：已加入清单 {added} 种，无法加入 {rows.length - added} 行
            </p>
          )}
          <ul className={styles.report}>
            {shown.map((row) => (
              <li key={row.key} data-tone={row.tone}>
                <Tag color={TONE_COLOR[row.tone]}>{row.label}</Tag>
                <span>
                  {row.lines.length ? `第 ${row.lines[0]} 行 ` : ''}
                  {row.catalogNo}
                  {row.quantity ? ` × ${row.quantity}` : ''}
                </span>
                <span className={styles.reportDetail}>{row.detail}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 ? <p className={styles.muted}>还有 {hidden} 行无法加入，未逐行列出</p> : null}
        </div>
      ) : (
        <Input.TextArea
          aria-label="货号和数量"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={PLACEHOLDER}
          autoSize={{ minRows: 8, maxRows: 16 }}
          spellCheck={false}
        />
      )}
    </Modal>
  );
}
