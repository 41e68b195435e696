import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveFile } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config/constants';
import { formatDateTime } from '@/shared/lib/date';
import { downloadQueries } from '../api/queries';
import { fetchDownloadFile } from '../api/requests';
import type { DownloadItem } from '../api/types';
import styles from './catalogue-brands.module.css';

const KIND_LABEL: Record<DownloadItem['kind'], { label: string; color: string }> = {
  brochure: { label: '产品手册', color: 'blue' },
  presentation: { label: '演示课件', color: 'purple' },
  guide: { label: '使用指南', color: 'green' },
};

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** /ppt: brochures and presentations with their size and date, saved through the download helper. */
export function DownloadList() {
  const { data, isPending, isError, refetch } = useQuery(downloadQueries.list());
  const download = useMutation({
    mutationFn: async (item: DownloadItem) => saveFile(await fetchDownloadFile(item._id), item.fileName.replace(/\.pdf$/i, ''), 'pdf'),
  });
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  if (isError) return <Alert type="error" showIcon title="资料列表加载失败" action={<Button onClick={() => void refetch()}>重试</Button>} />;
  if (data.length === 0) return <Empty description="暂无可下载的资料" />;
  return (
    <ul className={styles.labelGrid} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {data.map((item) => (
        <li key={item._id} className={styles.brandCard} style={{ flexDirection: 'row', alignItems: 'center', gap: 12 }}>
          <FilePdfOutlined style={{ fontSize: 32, color: '#e4393c', flex: 'none' }} aria-hidden />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</div>
            <div style={{ fontSize: 12, color: '#5f677a', marginTop: 4 }}>
              <Tag color={KIND_LABEL[item.kind].color}>{KIND_LABEL[item.kind].label}</Tag>
              PDF · {formatSize(item.size)} · 更新于 {formatDateTime(item.updatedAt, DATE_FORMAT)}
            </div>
          </div>
          <Button
            icon={<DownloadOutlined />}
            aria-label={`下载 ${item.title}`}
            loading={download.isPending && download.variables._id === item._id}
            onClick={() => download.mutate(item)}
          >
            下载
          </Button>
        </li>
      ))}
    </ul>
  );
}
