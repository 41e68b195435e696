import { useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate, useLocation } from 'react-router-dom';
import { Alert, Button, Input, Modal, Tag } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import { capProblems, parseQuickOrder, QUICK_ORDER_MAX_INPUT_LINES, reportRows, useBatchLines, type BatchResult, type QuickOrderParse } from '@/entities/cart';
import { quickOrderAtom } from '../model/dialogs';
import styles from './cart.module.css';

const PLACEHOLDER = ['每行一个商品：货号 数量（可直接从 Excel 复制两列粘贴）', '420201-100T 2', 'E-EL-H9955-96T，1', 'MCT-313-C-1000PK\t5'].join('\n');

const TONE_COLOR = { success: 'success', warning: 'warning', error: 'error' } as const;

/** 快速下单: paste, check each line with the mall, add the good lines in one go. */
export default function QuickOrderDialog() {
  const [{ open }, setState] = useAtom(quickOrderAtom);
  const [text, setText] = useState('');
  const [report, setReport] = useState<{ parse: QuickOrderParse; results: BatchResult[] } | null>(null);
  const batch = useBatchLines();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rows = useMemo(() => (report ? reportRows(report.parse, report.results) : []), [report]);
  const { shown, hidden } = useMemo(() => capProblems(rows), [rows]);
  const good = report?.results.filter((r) => r.status === 'ok') ?? [];

  const close = () => setState({ open: false });
  const check = () => {
    const parse = parseQuickOrder(text);
    if (parse.entries.length === 0) {
      setReport({ parse, results: [] });
      return;
    }
    batch.mutate(
      { lines: parse.entries.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })), dryRun: true },
      { onSuccess: (answer) => setReport({ parse, results: answer.results }) },
    );
  };
  const add = () => {
    batch.mutate(
      { lines: good.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })), dryRun: false },
      {
        onSuccess: () => {
          feedback.success(`已加入购物车 ${good.length} 种商品`);
          setText('');
          setReport(null);
          close();
          if (pathname !== ROUTES.cart) void navigate(ROUTES.cart);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title="快速下单"
      onCancel={close}
      width={720}
      className={styles.quickModal}
      footer={
        report
          ? [
              <Button key="edit" onClick={() => setReport(null)}>
                返回修改
              </Button>,
              good.length > 0 ? (
                <Button key="add" type="primary" loading={batch.isPending} onClick={add}>
                  加入购物车（{good.length} 种）
                </Button>
              ) : null,
            ]
          : [
              <Button key="cancel" onClick={close}>
                取消
              </Button>,
              <Button key="check" type="primary" loading={batch.isPending} disabled={text.trim() === ''} onClick={check}>
                识别商品
              </Button>,
            ]
      }
    >
      {report ? (
        <div aria-label="识别结果">
          {report.parse.ignoredLines > 0 ? (
            <Alert
              type="warning"
              showIcon
              className={styles.quickNotice}
              title={`一次最多识别 ${QUICK_ORDER_MAX_INPUT_LINES} 行，之后的 ${report.parse.ignoredLines} 行已忽略`}
              description="请分批粘贴其余的行。"
            />
          ) : null}
          {report.results.length === 0 && report.parse.problems.length === 0 ? (
            <Alert type="warning" showIcon title="没有识别到商品，请按“货号 数量”每行填写一个商品" />
          ) : (
            <p className={styles.quickSummary}>
              共 {rows.length} 行：可加入 {good.length} 种，无法加入 {rows.length - good.length} 行
            </p>
          )}
          <ul className={styles.quickReport}>
            {shown.map((row) => (
              <li key={row.key} data-tone={row.tone}>
                <Tag color={TONE_COLOR[row.tone]}>{row.label}</Tag>
                <span className={styles.quickNo}>
                  {row.lines.length ? `第 ${row.lines[0]} 行 ` : ''}
                  {row.catalogNo}
                  {row.quantity ? ` × ${row.quantity}` : ''}
                </span>
                <span className={styles.quickDetail}>{row.detail}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <p className={styles.quickMore} role="note">
              还有 {hidden} 行无法加入，未逐行列出；请先修改上面列出的行，再重新识别
            </p>
          ) : null}
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
