/**
 * 纯度 and 规格等级 of a material (docs/api.md §5): what the product states in the seed's name and description. One
 * rule for the list and detail answers and the SDS's section 3 (mocks/sds.ts).
 */
import type { Material } from './db/types.ts';

/** Proteins, enzymes, sugars and other biologicals: no chemical purity is claimed for them. */
const BIOLOGICAL = /albumin|saccharide|agarose|proteinase|nuclease|DNase|RNase|polymerase|trypsin|lysozyme|enzyme|serum|protein|antibod/i;

/** The purity the product states (≥99%, HPLC 纯度 ≥98% → ≥98%); never for a biological. */
export function purityOf(material: Pick<Material, 'nameEn' | 'description'>): string | undefined {
  if (BIOLOGICAL.test(material.nameEn)) return undefined;
  return /(≥\s*\d+(?:\.\d+)?\s*%)/u.exec(material.description)?.[1]?.replace(/\s+/g, '');
}

const GRADE_LABEL: Record<string, string> = {
  AR: '分析纯 (AR)',
  GR: '优级纯 (GR)',
  CP: '化学纯 (CP)',
  BR: '生物试剂 (BR)',
  ACS: 'ACS 级',
  HPLC: '色谱纯 (HPLC)',
  GC: '色谱纯 (GC)',
  LR: '实验纯 (LR)',
};

/** The grade in the name ((AR), 细胞培养级), else the one the description states (分析纯 (AR), BioReagent 级, (BR)); a chemical only. */
export function gradeOf(material: Pick<Material, 'name' | 'description' | 'cas'>): string | undefined {
  if (!material.cas) return undefined;
  const code = /\((AR|GR|CP|BR|ACS|HPLC|GC|LR)\b[^)]*\)/.exec(material.name)?.[1] ?? /\((AR|GR|CP|BR)\)/.exec(material.description)?.[1];
  if (code) return GRADE_LABEL[code];
  if (material.name.includes('细胞培养级')) return '细胞培养级';
  if (/BioReagent/.test(material.description)) return 'BioReagent';
  return undefined;
}
