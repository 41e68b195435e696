import { useEffect, useRef, useState } from 'react';
import { useAtom } from 'jotai';
import { Alert, Button, Modal, Progress } from 'antd';
import { saveFile } from '@/shared/api';
import { buildPack, type PackProgress, type PackSource } from '../model/build-pack';
import { packDialogAtom } from '../model/sources';

type Phase = 'running' | 'saved' | 'cancelled' | 'failed';
const FULL = 100;

/** One run of the pack (a new run is a new mount: its state starts fresh). */
function PackRun({ source, onClose }: { source: PackSource; onClose: () => void }) {
  const [progress, setProgress] = useState<PackProgress>({ done: 0, total: source.orders.length, current: '' });
  const [failures, setFailures] = useState<string[]>([]);
  const [notices, setNotices] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>('running');
  const [summary, setSummary] = useState('');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    buildPack(source, {
      signal: abort.signal,
      // an aborted run (取消, or React's second mount in development) says nothing more
      onProgress: (p) => !abort.signal.aborted && setProgress({ ...p }),
      onFailure: (line) => !abort.signal.aborted && setFailures((list) => [...list, line]),
      onNotice: (line) => !abort.signal.aborted && setNotices((list) => [...list, line]),
    })
      .then((result) => {
        saveFile(result.zip, result.fileName.replace(/\.zip$/, ''), 'zip', `${result.fileName} 已保存`);
        setSummary(`已打包 ${result.files.length} 个文件${result.missingCount > 0 ? `，缺少 ${result.missingCount} 项（见报销附件清单）` : ''}：${result.fileName}`);
        setPhase('saved');
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return; // cancel() said it
        setSummary(error instanceof Error ? error.message : '请稍后重试');
        setPhase('failed');
      });
    return () => abort.abort();
  }, [source]);

  const cancel = () => {
    controller.current?.abort();
    setPhase('cancelled');
  };
  const percent = phase === 'saved' ? FULL : Math.min(FULL, Math.round((progress.done / Math.max(progress.total, 1)) * FULL));
  return (
    <>
      <p style={{ marginBottom: 8 }}>{source.scope}：发票、验收单、合同、报价单、COA、SDS 与报销附件清单</p>
      <Progress percent={percent} status={phase === 'running' ? 'active' : phase === 'saved' ? 'success' : 'exception'} aria-label="打包进度" />
      <div role="status" aria-live="polite" style={{ minHeight: 22, overflowWrap: 'anywhere' }}>
        {phase === 'running' ? (progress.current ? `正在获取：${progress.current}` : '正在准备…') : null}
        {phase === 'saved' ? summary : null}
        {phase === 'cancelled' ? '已取消，未保存文件' : null}
        {phase === 'failed' ? `打包失败：${summary}` : null}
      </div>
      {notices.length > 0 ? (
        <ul aria-label="暂不宜用于报销的文件" style={{ margin: '8px 0 0', padding: 0, listStyle: 'none' }}>
          {notices.map((line) => (
            <li key={line} style={{ marginTop: 6 }}>
              <Alert type="info" showIcon title={line} style={{ overflowWrap: 'anywhere' }} />
            </li>
          ))}
        </ul>
      ) : null}
      {failures.length > 0 ? (
        <ul aria-label="未能获取的文件" style={{ margin: '8px 0 0', padding: 0, listStyle: 'none', maxHeight: 200, overflowY: 'auto' }}>
          {failures.map((line) => (
            <li key={line} style={{ marginTop: 6 }}>
              <Alert type="warning" showIcon title={line} style={{ overflowWrap: 'anywhere' }} />
            </li>
          ))}
        </ul>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        {phase === 'running' ? (
          <Button onClick={cancel}>取消</Button>
        ) : (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * 报销材料包 (docs/api.md §14): the progress with the file being fetched, 取消 (aborts every call), a line per file
 * that failed while the rest is packed (and listed as missing on the cover sheet), then the ZIP is saved.
 */
export default function PackDialog() {
  const [{ open, source, run }, setState] = useAtom(packDialogAtom);
  // closing unmounts the run: a running pack is aborted
  const close = () => setState((s) => ({ ...s, open: false }));
  // leaving the page (Back) closes it too: mounted again on another page, it must not start the pack again
  useEffect(() => () => setState((s) => ({ ...s, open: false })), [setState]);
  return (
    <Modal open={open} title="报销材料包" onCancel={close} maskClosable={false} footer={null} destroyOnHidden>
      {open && source ? <PackRun key={run} source={source} onClose={close} /> : null}
    </Modal>
  );
}
