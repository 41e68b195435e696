import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { Button } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { CoaLookup } from '@/features/coa';
import type { SCAN_PRESS } from '@/shared/config/routes';
import { PageContainer } from '@/shared/ui/page-container';
import { PageDialog } from '@/shared/ui/page-dialog';
import { scanDialogAtom } from './scan-atom';

// 扫码查找: its code (and the decoder's, on the first read) loads on the press; registered as the page's dialog, so
// no prompt of the shell opens over it (PageDialog)
const loadScanDialog = () => import('./scan-dialog');

/** /coa — certificate of analysis lookup; the query lives in the URL. */
export function Component() {
  const setScan = useSetAtom(scanDialogAtom);
  // a link followed from the result, Back, or leaving the page closes the dialog (the page shows what it opened)
  const { key, state } = useLocation();
  // /coa?scan=1 (the phone header's 扫码查找) opens it at once, after the address drops the flag (Back, a reload);
  // its camera starts at once only when a press brought the address (SCAN_PRESS), not a bookmark or a pasted link
  const [params, setParams] = useSearchParams();
  const opening = useRef(false);
  const pressed = useRef(false);
  useEffect(
    () => () => {
      if (!opening.current) setScan({ open: false });
    },
    [key, setScan],
  );
  useEffect(() => {
    if (params.get('scan') === '1') {
      opening.current = true;
      pressed.current = (state as Partial<typeof SCAN_PRESS> | null)?.scanPress === true;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('scan');
          return next;
        },
        { replace: true },
      );
    } else if (opening.current) {
      opening.current = false;
      setScan({ open: true, cameraAtOnce: pressed.current });
    }
  }, [params, setParams, setScan, state]);
  return (
    <PageContainer title="COA 查询">
      <p style={{ margin: '0 0 16px', color: '#5b6478' }}>
        COA（分析证书）记录每一批产品的检测项目与结果。输入证书编号，或输入批号并注明品牌，即可在线查看并下载 PDF。
      </p>
      <p style={{ margin: '0 0 16px' }}>
        <Button icon={<ScanOutlined />} onClick={() => setScan({ open: true, cameraAtOnce: true })}>
          扫码查找
        </Button>
        <span style={{ marginLeft: 12, color: '#646b7a', fontSize: 12 }}>扫描瓶签、验收单或 Sigma/Merck 标签上的码，直达商品、该批 COA 与 SDS</span>
      </p>
      <CoaLookup />
      <PageDialog atom={scanDialogAtom} load={loadScanDialog} />
    </PageContainer>
  );
}
