import { imageSrc, startEarlyCall } from '@/shared/api';
import { PRODUCTS_PATH } from '@/shared/config/routes';
import { mallIdInPath } from '@/shared/lib/ids';
import { readListState, toFilters } from '../model/filters';
import { cardPicture, firstRowSize, TWO_COLUMNS } from '../model/first-row';
import { listCall, materialCall, type MaterialDetail, type MaterialSummary } from '@/entities/material';

/**
 * What a first visit to /product or /product/:id shows first, asked for by the landing script
 * (src/app/landing.ts) while the app's code downloads (src/shared/api/early.ts): the same calls
 * the pages make, so the request client takes their answers. Resolves with the pictures the
 * first screen shows (the list's first row, the detail's picture), or none.
 */
export function startCatalogueCalls(
  path: string,
  search: string,
  twoColumns = globalThis.matchMedia?.(TWO_COLUMNS).matches ?? false,
): Promise<string[]> | undefined {
  const listPath = PRODUCTS_PATH;
  if (path === listPath || path === `${listPath}/`) {
    const call = listCall(toFilters(readListState(new URLSearchParams(search))));
    return startEarlyCall(call.path, call.params).then((body) => {
      const list = (body as { data?: { list?: MaterialSummary[] } } | null)?.data?.list;
      return pictures((list ?? []).slice(0, firstRowSize(twoColumns)).map(cardPicture));
    });
  }
  const id = mallIdInPath(path, listPath);
  if (id) {
    const call = materialCall(id);
    return startEarlyCall(call.path).then((body) => pictures([(body as { data?: MaterialDetail } | null)?.data?.image]));
  }
  return undefined;
}

function pictures(images: (string | undefined)[]): string[] {
  return images.map((image) => imageSrc(image)).filter((url): url is string => Boolean(url));
}
