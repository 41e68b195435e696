import { useMutation } from '@tanstack/react-query';
import { http, idSegment, paths, saveFile } from '@/shared/api';

/** A material's documents (docs/api.md §22): the SDS (化学品安全技术说明书) and the datasheet (产品说明书). */
export type MaterialDocKind = 'sds' | 'datasheet';

export const DOC_TITLE: Record<MaterialDocKind, string> = { sds: '安全技术说明书', datasheet: '产品说明书' };

const FILE_PREFIX: Record<MaterialDocKind, string> = { sds: 'SDS', datasheet: 'Datasheet' };

/**
 * GET {v1}/materials/{id}/sds | datasheet: the PDF through the shop's client, so a refusal (404 `该商品暂无安全技术说明书`,
 * `商品不存在`) or a failure is said once in Chinese by the client, and the page stays as it is.
 */
async function fetchMaterialDoc(matlId: string, kind: MaterialDocKind): Promise<Blob> {
  const { data } = await http.blob('GET', paths.v1(`/materials/${idSegment(matlId)}/${kind}`));
  return data;
}

/** Save a material's SDS or datasheet as `SDS-<catalogNo>.pdf` / `Datasheet-<catalogNo>.pdf`. */
export function useDownloadMaterialDoc() {
  return useMutation({
    mutationFn: async ({ matlId, catalogNo, kind }: { matlId: string; catalogNo: string; kind: MaterialDocKind }) => {
      const blob = await fetchMaterialDoc(matlId, kind);
      saveFile(blob, `${FILE_PREFIX[kind]}-${catalogNo}`, 'pdf', `${catalogNo} 的${DOC_TITLE[kind]}已下载`);
    },
  });
}
