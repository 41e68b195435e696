import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { manufacturerQueries } from '@/features/catalogue';
import { BrandHeader, MaterialBrowser } from '@/features/catalogue';
import { PendingListAdd, renderAddPack } from '../product-list/add-pack';

/** /brand/:id — the brand's story, then its materials with the list's filters (the same browser as /product). */
export function Component() {
  const { id = '' } = useParams();
  const { isSuccess } = useQuery(manufacturerQueries.detail(id));
  return (
    <>
      <PendingListAdd />
      <BrandHeader id={id} />
      {isSuccess ? <MaterialBrowser key={id} fixed={{ mfrId: id }} renderAction={renderAddPack} /> : null}
    </>
  );
}
