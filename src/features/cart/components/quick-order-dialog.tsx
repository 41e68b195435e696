import { useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate, useLocation } from 'react-router-dom';
import { Button, Modal } from 'antd';
import { ROUTES } from '@/shared/config/routes';
import { feedback } from '@/shared/lib/feedback';
import {
  chosenResult,
  parseQuickOrder,
  PasteInput,
  PasteReport,
  reportRows,
  useBatchLines,
  withQuantityRules,
  type BatchCandidate,
  type BatchResult,
  type QuickOrderParse,
} from '@/entities/cart';
import { quickOrderAtom } from '../model/dialogs';
import styles from './cart.styles';

/** 快速下单: paste, check each line with the mall, add the good lines in one go. */
export default function QuickOrderDialog() {
  const [{ open }, setState] = useAtom(quickOrderAtom);
  const [text, setText] = useState('');
  // `notes`: the lines whose quantity was corrected to the company's minimum or multiple (docs/api.md §5)
  const [report, setReport] = useState<{ parse: QuickOrderParse; results: BatchResult[]; notes: string[] } | null>(null);
  const batch = useBatchLines();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rows = useMemo(() => (report ? reportRows(report.parse, report.results) : []), [report]);
  const good = report?.results.filter((r) => r.status === 'ok') ?? [];
  // two lines may name one product (a CAS number and its name, the same size chosen): counted once
  const kinds = new Set(good.map((r) => r.matlId ?? r.catalogNo)).size;
  const choosing = report?.results.filter((r) => r.status === 'choose').length ?? 0;
  // a CAS number or name naming several sizes: the size picked stands for the line (docs/api.md §4), its quantity
  // corrected to the company's minimum and multiple and said (§5)
  const choose = (index: number, candidate: BatchCandidate) =>
    setReport((now) => {
      if (!now) return now;
      const notes = [...now.notes];
      const results = now.results.map((r) => {
        if (r.index !== index) return r;
        const kept = withQuantityRules([chosenResult(r, candidate)]);
        notes.push(...kept.notes);
        return kept.results[0] ?? r;
      });
      return { ...now, results, notes };
    });

  const close = () => setState({ open: false });
  const check = () => {
    const parse = parseQuickOrder(text);
    if (parse.entries.length === 0) {
      setReport({ parse, results: [], notes: [] });
      return;
    }
    batch.mutate(
      { lines: parse.entries.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })), dryRun: true },
      { onSuccess: (answer) => setReport({ parse, ...withQuantityRules(answer.results) }) },
    );
  };
  const add = () => {
    batch.mutate(
      { lines: good.map(({ catalogNo, quantity }) => ({ catalogNo, quantity })), dryRun: false },
      {
        onSuccess: () => {
          feedback.success(`已加入购物车 ${kinds} 种商品`);
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
                  加入购物车（{kinds} 种）
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
      {report?.notes.length ? (
        <ul aria-label="数量已按起订量调整" style={{ margin: '0 0 8px', paddingLeft: 18, color: '#ad4e00' }}>
          {report.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {report ? (
        <PasteReport
          label="识别结果"
          parse={report.parse}
          rows={rows}
          summary={`共 ${rows.length} 行：可加入 ${kinds} 种，${choosing > 0 ? `待选择 ${choosing} 行，` : ''}无法加入 ${rows.length - good.length - choosing} 行`}
          more="请先修改上面列出的行，再重新识别"
          onChoose={choose}
        />
      ) : (
        <>
          <p style={{ margin: '0 0 8px', color: '#5f6673' }}>每行一个商品：货号、CAS 号或产品名称，后面写数量（如 64-17-5 2、无水乙醇 3）。</p>
          <PasteInput value={text} onChange={setText} />
        </>
      )}
    </Modal>
  );
}
