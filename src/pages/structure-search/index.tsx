import { MaterialCard } from '@/features/catalogue';
import { StructureSearch } from '@/features/structure';
import type { MaterialSummary } from '@/entities/material';
import { PageContainer } from '@/shared/ui/page-container';
import styles from './page.styles';

const renderMaterials = (materials: MaterialSummary[]) => (
  <div className={styles.grid}>
    {materials.map((material) => (
      <MaterialCard key={material._id} material={material} />
    ))}
  </div>
);

/** /structure-search — 结构式搜索 (docs/api.md §5 Structures): the structure code loads only here. */
export function Component() {
  return (
    <PageContainer title="结构式搜索">
      <p className={styles.intro}>按结构查找化学试剂：绘制结构式、粘贴 SMILES 或拖入 .mol 文件，支持精确、子结构与相似度搜索。盐与水合物按其主要成分也能找到（如用氨苄西林找到氨苄西林钠）。</p>
      <StructureSearch renderMaterials={renderMaterials} />
    </PageContainer>
  );
}
