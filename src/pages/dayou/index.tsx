import { BrandZone } from '@/features/catalogue';

/** /dayou — the 达优 (Dakewe) zone. */
export function Component() {
  return <BrandZone nameEn="Dakewe" tagline="国产细胞因子检测领导品牌 · 预包被 ELISA 试剂盒 · 细胞治疗上游试剂" />;
}
