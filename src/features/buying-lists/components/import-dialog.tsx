import { useMemo, useState } from 'react';
import { Button, Modal } from 'antd';
import { parseQuickOrder, PasteInput, PasteReport, reportRows, type BatchResult, type QuickOrderParse } from '@/entities/cart';
import { useImportListLines } from '../api/mutations';

/** 粘贴导入: lines read by the quick order's parser, added by the mall, then its report (docs/api.md §23). */
export function ImportDialog({ listId, open, onClose }: { listId: string; open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [report, setReport] = useState<{ parse: QuickOrderParse; results: BatchResult[] } | null>(null);
  const importLines = useImportListLines();
  const rows = useMemo(() => (report ? reportRows(report.parse, report.results, { unavailableKept: true }) : []), [report]);
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

  // 完成: the next opening starts empty; closing before that keeps what was pasted
  const done = () => {
    setText('');
    setReport(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="粘贴导入"
      width={720}
      style={{ maxWidth: 'calc(100vw - 16px)' }}
      onCancel={report ? done : onClose}
      footer={
        report
          ? [
              <Button key="again" onClick={() => setReport(null)}>
                继续导入
              </Button>,
              <Button key="done" type="primary" onClick={done}>
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
        <PasteReport
          label="导入结果"
          parse={report.parse}
          rows={rows}
          summary={`共 ${rows.length} 行：已加入清单 ${added} 种，无法加入 ${rows.length - added} 行`}
        />
      ) : (
        <PasteInput value={text} onChange={setText} />
      )}
    </Modal>
  );
}
