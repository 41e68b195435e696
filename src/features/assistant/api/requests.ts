import { fetchMaterials } from '@/entities/material';
import { sameCatalogueNo } from '@/shared/lib/catalogue-number';
import type { ProductRef } from '../model/products';

/**
 * The assistant's one mall call (docs/api.md §4), through the mall client (src/shared/api/http.ts).
 * One batched lookup after an answer ends: the material search (src/entities/material,
 * `GET {v1}/materials?keyword=`) for every number at once, in parallel;
 * only whole catalogue-number matches count (sameCatalogueNo: case, full-width and
 * separators aside, as the search matches). Failures are silent: the answer
 * simply keeps plain text.
 */
export async function lookupCatalogNumbers(numbers: readonly string[], signal?: AbortSignal): Promise<ProductRef[]> {
  const found = await Promise.all(
    numbers.map(async (catalogNo) => {
      try {
        const page = await fetchMaterials({ keyword: catalogNo, pageSize: 5 }, signal);
        const hit = page.list.find((m) => sameCatalogueNo(m.catalogNo, catalogNo) && !m.offShelf);
        return hit
          ? { _id: hit._id, catalogNo: hit.catalogNo, name: hit.name, spec: hit.spec, price: hit.price, stock: hit.stock, leadDays: hit.leadDays }
          : null;
      } catch {
        return null;
      }
    }),
  );
  return found.filter((p): p is ProductRef => p !== null);
}
