import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useDownloadCoa } from '../api/queries';
import type { Coa } from '../api/types';

/**
 * A certificate's download, in the lookup's table and in the detail's lookup by lot (coa-by-lot.tsx): a module of
 * its own, so that the detail's antd stylesheet does not carry the table's (scripts/antd-css.ts).
 */
export function CoaDownloadButton({ coa, size = 'small' }: { coa: Coa; size?: 'small' | 'middle' }) {
  const download = useDownloadCoa();
  return (
    <Button
      size={size}
      type="primary"
      ghost
      icon={<DownloadOutlined />}
      loading={download.isPending && download.variables._id === coa._id}
      onClick={() => download.mutate(coa)}
      aria-label={`下载 ${coa.sn} 批号 ${coa.lot} 的 COA`}
    >
      下载 PDF
    </Button>
  );
}
