import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { tagQueries } from '@/features/catalogue';
import { LabelHeader, MaterialBrowser } from '@/features/catalogue';
import { PendingListAdd, renderAddPack } from '../product-list/add-pack';

/** /label/:id — the label, then its materials with the list's filters. */
export function Component() {
  const { id = '' } = useParams();
  const { isSuccess } = useQuery(tagQueries.detail(id));
  return (
    <>
      <PendingListAdd />
      <LabelHeader id={id} />
      {isSuccess ? <MaterialBrowser key={id} fixed={{ tagId: id }} renderAction={renderAddPack} /> : null}
    </>
  );
}
