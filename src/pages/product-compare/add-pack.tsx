import { Button } from 'antd';
import type { MaterialPack, MaterialSummary } from '@/entities/material';
import { usePackAdd } from '../product-list/add-pack';

/** 加入购物车 of one size in the compare table (the list's rule: usePackAdd; the page renders PendingListAdd). */
export function AddPack({ material, pack }: { material: MaterialSummary; pack: MaterialPack }) {
  const { button, onAdd, orderable, pending, label } = usePackAdd(material, pack);
  return (
    <Button ref={button} size="small" type="primary" ghost disabled={!orderable} loading={pending} aria-label={label} onClick={onAdd}>
      {orderable ? '加入购物车' : '缺货'}
    </Button>
  );
}
