/**
 * Safety data sheets (化学品安全技术说明书, GB/T 16483-2008 / GB/T 17519-2013) and datasheets (产品说明书) of the
 * fake mall's materials, docs/api.md §22: generated from the seed's data — the material, its GHS data
 * (mocks/hazard-data.ts) and control classes. The P-statements, first aid, fire, spill, handling, PPE,
 * stability and transport texts are derived from the pictograms, H codes, UN number and classes. Pure: the
 * handler passes the records in.
 */
import { SELLER } from './db/seed/seller.ts';
import type { GhsPictogram, Manufacturer, Material, MaterialHazard } from './db/types.ts';
import { GRAY, heading } from './documents.ts';
import { pictogramOps } from './ghs-pdf.ts';
import { CONTROL_LABELS, PICTOGRAMS, SHIPPING_LABELS, controlsOf, hStatementText, shippingConditionOf } from './hazard-data.ts';
import { purityOf } from './material-grade.ts';
import { PdfDocument, type Cell } from './pdf.ts';
import { PACKING_GROUPS, UN_ENTRIES, transportOf } from './transport.ts';

/** The sixteen sections of GB/T 16483-2008, in order. */
export const SDS_SECTIONS = [
  '化学品及企业标识',
  '危险性概述',
  '成分/组成信息',
  '急救措施',
  '消防措施',
  '泄漏应急处理',
  '操作处置与储存',
  '接触控制和个体防护',
  '理化特性',
  '稳定性和反应性',
  '毒理学信息',
  '生态学信息',
  '废弃处置',
  '运输信息',
  '法规信息',
  '其他信息',
] as const;

/** 国家化学事故应急咨询专线 (NRCC, 青岛) — printed as the emergency phone with the mall's own hotline. */
const NRCC_PHONE = '0532-83889090';

/** The real acids: only they print 把酸加入水中. */
const ACIDS: ReadonlySet<string> = new Set(['7647-01-0', '7664-93-9', '7697-37-2']);

/** The substance of a solution sold by its strength (30% 过氧化氢溶液 → 过氧化氢), where the catalogue name is not it. */
const SUBSTANCE_NAMES: Readonly<Record<string, string>> = {
  '7722-84-1': '过氧化氢',
  '7647-01-0': '氯化氢',
  '7664-93-9': '硫酸',
  '7697-37-2': '硝酸',
};

/**
 * What the rules derived from H codes cannot say right for the controlled and special chemicals (supplier SDS,
 * sections 4, 5, 7 and 10): special fire hazards, handling and storage, stability, dangerous reactions, conditions
 * to avoid, incompatible materials, a note to the physician. A field left out falls back to the derived text.
 */
interface SubstanceSafety {
  /** 灭火方法及灭火剂, when the derived one does not fit */
  extinguish?: string;
  fire?: string;
  handling?: string;
  storage?: string;
  stability?: string;
  reactions: string;
  avoid?: string;
  incompatible: string;
  physician?: string;
}
const SUBSTANCE_SAFETY: Readonly<Record<string, SubstanceSafety>> = {
  '143-33-9': {
    fire: '本品不燃。遇酸类或受潮（包括吸收空气中的二氧化碳）放出剧毒、易燃的氰化氢气体。受热分解放出剧毒的氰化物和氮氧化物烟气。禁止使用酸碱灭火剂和二氧化碳灭火。',
    handling: '严禁与酸类接触：遇酸放出剧毒的氰化氢气体（EUH032）。操作区内不得存放酸类，在通风橱内操作；配制溶液时保持碱性（pH > 11）。备好氰化物解毒药品。',
    storage: '与酸类、酸性盐、氧化剂分开存放，切忌混储。保持容器密封、干燥。',
    stability: '在干燥、密封条件下稳定；受潮或接触空气中的二氧化碳缓慢放出氰化氢。',
    reactions: '与酸类或酸性物质接触放出剧毒的氰化氢气体（EUH032）；潮湿空气中的二氧化碳和水也可使其缓慢放出氰化氢。与强氧化剂（硝酸盐、氯酸盐、亚硝酸盐）混合受热可发生爆炸。',
    avoid: '潮湿空气、酸性环境、高温。',
    incompatible: '酸类、酸性盐、强氧化剂、水和潮湿空气。',
    physician: '氰化物中毒：立即就医，告知医生为氰化物中毒。给予吸入亚硝酸异戊酯，并由医生静脉注射亚硝酸钠和硫代硫酸钠（或羟钴胺）等解毒剂。',
  },
  '26628-22-8': {
    fire: '受热（约 300 ℃）剧烈分解，可发生爆炸。遇酸放出剧毒、易爆的叠氮酸（HN₃）。灭火时避免使用酸性灭火剂。',
    handling: '严禁与酸类、重金属（铅、铜、银、汞）及其盐类接触，勿用金属药匙取用。含叠氮化钠的溶液不得倒入下水道：可在铅、铜管道中生成极易爆炸的重金属叠氮化物。避免撞击、摩擦和受热。',
    storage: '与酸类、重金属及其盐类、卤代烃分开存放，切忌混储。',
    stability: '常温下稳定；受热、撞击可剧烈分解。',
    reactions: '与酸类接触放出剧毒、易爆的叠氮酸（HN₃）。与铅、铜、银、汞等重金属及其盐类反应生成极易爆炸的重金属叠氮化物（含铅、铜的下水管道中可积聚）。与二氯甲烷、三氯甲烷等卤代烃生成易爆的叠氮甲烷类化合物。受热剧烈分解。',
    avoid: '受热、撞击、摩擦、酸性环境。',
    incompatible: '酸类、重金属及其盐类（铅、铜、银、汞等）、卤代烃（二氯甲烷、三氯甲烷）、二硫化碳、溴、硫酸二甲酯。',
  },
  '7722-84-1': {
    fire: '本品不燃，但分解放出氧气，助燃；与可燃物混合可引起燃烧。密闭容器受热可因压力升高而破裂。',
    extinguish: '用大量水灭火，同时用雾状水冷却容器。',
    handling: '避免与还原剂、有机物、金属粉末、碱类接触。取用后不得将剩余液体倒回原瓶。',
    storage: '避光，储存于阴凉、通风处，使用带排气孔的瓶盖。与还原剂、有机物、易燃物、金属粉末、碱类分开存放。',
    stability: '受热、见光或受污染（金属离子、灰尘、碱）时分解，放出氧气。',
    reactions: '分解放出氧气，可使密闭容器超压破裂，并助燃。与有机物、还原剂、易燃物接触可引起燃烧或爆炸；铁、铜、铬、锰等金属及其盐类和碱类加速其分解；与丙酮等有机溶剂可生成爆炸性过氧化物。',
    avoid: '受热、光照、污染。',
    incompatible: '还原剂、有机物、易燃或可燃物、金属粉末、碱。',
  },
  '16940-66-2': {
    stability: '遇水或潮湿空气分解。',
    reactions: '遇水、潮湿空气或酸类放出易燃的氢气，放热可引起燃烧；与强氧化剂剧烈反应。与醇类缓慢反应放出氢气。',
    avoid: '潮湿空气、水、酸性环境。',
    incompatible: '水、酸类、强氧化剂、醇类。',
  },
  '7722-64-7': {
    fire: '本品不燃，为强氧化剂，与可燃物接触可引起燃烧或爆炸。',
    handling: '避免与还原剂、有机物（甘油、乙醇等）、易燃物、金属粉末和浓硫酸接触。',
    storage: '与还原剂、有机物、易燃物、金属粉末、酸类分开存放，切忌混储。',
    reactions: '强氧化剂。与还原剂、有机物（甘油、乙醇、乙二醇等）、易燃物、硫、磷、金属粉末接触或混合可引起燃烧或爆炸；与浓硫酸反应生成易爆的七氧化二锰；与过氧化氢剧烈反应放出氧气。',
    incompatible: '强还原剂、有机物、易燃或可燃物、活性金属粉末、浓硫酸、过氧化氢。',
  },
  '7697-37-2': {
    fire: '本品不燃，但为强氧化性酸，与可燃物（木屑、棉花、纸）接触可引起燃烧；受热或见光分解放出有毒的氮氧化物。',
    reactions: '强氧化性酸。与有机物、还原剂、易燃物接触可引起燃烧或爆炸；与金属反应放出有毒的氮氧化物；与碱类剧烈中和放热。',
    avoid: '受热、光照。',
    incompatible: '碱类、还原剂、有机物、易燃或可燃物、活泼金属粉末。',
  },
  '7761-88-8': {
    fire: '本品不燃，为氧化剂，与可燃物接触可引起燃烧。受热分解放出有毒的氮氧化物。',
    reactions: '氧化剂。与有机物、还原剂、易燃物接触可引起燃烧；与氨或氨水生成易爆的雷银；与乙炔生成易爆的乙炔银。见光分解变黑。',
    avoid: '光照、受热。',
    incompatible: '强还原剂、有机物、易燃或可燃物、氨及氨水、碱类、乙炔。',
  },
  '7647-01-0': {
    fire: '本品不燃。与金属反应放出易燃的氢气；受热放出有毒的氯化氢烟雾。',
    reactions: '与碱类剧烈中和放热；与活泼金属反应放出易燃的氢气；与次氯酸盐、高锰酸钾等氧化剂反应放出有毒的氯气；与氰化物、硫化物、叠氮化物反应放出剧毒气体。',
    incompatible: '碱类、活泼金属粉末、强氧化剂（次氯酸盐、高锰酸钾）、氰化物、硫化物。',
  },
  '7664-93-9': {
    fire: '本品不燃。遇水大量放热，可发生沸溅；与金属反应放出易燃的氢气。灭火时禁止将水直接喷入酸中。',
    reactions: '遇水大量放热，可发生沸溅；与碱类剧烈中和；与活泼金属反应放出易燃的氢气；与有机物、还原剂接触可引起燃烧；强脱水性，可使有机物炭化。',
    incompatible: '碱类、活泼金属粉末、还原剂、有机物、易燃或可燃物、水（切勿向酸中加水）。',
  },
  '67-64-1': {
    reactions: '与强氧化剂（过氧化氢、硝酸、铬酸等）剧烈反应，可引起燃烧或爆炸；碱存在时与三氯甲烷剧烈反应。蒸气与空气可形成爆炸性混合物。',
    incompatible: '强氧化剂、强还原剂、强碱、三氯甲烷（碱存在时）。',
  },
  '60-29-7': {
    handling: '开封后注明日期，定期检测过氧化物；蒸馏或浓缩前须检测并除去过氧化物，切勿蒸干。',
    storage: '避光、密封，必要时充惰性气体保存；开封后尽快用完（一般不超过 3 个月）。',
    stability: '接触空气和光照可生成爆炸性的有机过氧化物。',
    reactions: '接触空气、光照可生成不稳定的有机过氧化物，蒸馏或蒸干时可剧烈爆炸。与强氧化剂剧烈反应。蒸气与空气可形成爆炸性混合物。',
    avoid: '明火、高热、静电、空气、光照。',
    incompatible: '强氧化剂、强酸、卤素、空气（生成过氧化物）。',
  },
  '108-88-3': {
    reactions: '与强氧化剂（硝酸、浓硫酸、高锰酸钾等）剧烈反应。蒸气与空气可形成爆炸性混合物。',
    incompatible: '强氧化剂、强酸。',
  },
  '67-66-3': {
    fire: '本品不燃。受热分解放出剧毒的光气和氯化氢气体。',
    storage: '避光、密封保存。',
    stability: '见光、受热时与空气缓慢分解，生成光气；市售品加乙醇等稳定剂。',
    reactions: '见光或受热与空气作用分解，生成剧毒的光气和氯化氢。与强碱（丙酮存在时）、活泼金属（钠、钾、铝、镁粉）剧烈反应。',
    avoid: '光照、受热。',
    incompatible: '强碱、活泼金属（钠、钾、铝、镁粉）、强氧化剂、丙酮（碱存在时）。',
  },
};

/** Physical data of the common solvents (supplier SDS, section 9); anything else reads 无资料. */
const PHYSICAL: Readonly<Record<string, { look: string; bp?: string; mp?: string; flash?: string; density?: string }>> = {
  '67-64-1': { look: '无色透明易挥发液体，有特殊的辛辣气味', mp: '−95 ℃', bp: '56 ℃', flash: '−20 ℃（闭杯）', density: '0.79 g/cm³（20 ℃）' },
  '64-17-5': { look: '无色透明液体，有酒香', mp: '−114 ℃', bp: '78 ℃', flash: '13 ℃（闭杯）', density: '0.79 g/cm³（20 ℃）' },
  '67-56-1': { look: '无色透明液体，有刺激性气味', mp: '−98 ℃', bp: '65 ℃', flash: '11 ℃（闭杯）', density: '0.79 g/cm³（20 ℃）' },
  '67-63-0': { look: '无色透明液体，有似乙醇的气味', mp: '−89.5 ℃', bp: '82 ℃', flash: '12 ℃（闭杯）', density: '0.785 g/cm³（20 ℃）' },
  '67-66-3': { look: '无色透明重质液体，有特殊气味', mp: '−63.5 ℃', bp: '61 ℃', flash: '不燃', density: '1.48 g/cm³（20 ℃）' },
  '60-29-7': { look: '无色透明极易挥发液体，有芳香气味', mp: '−116 ℃', bp: '34.6 ℃', flash: '−45 ℃（闭杯）', density: '0.71 g/cm³（20 ℃）' },
  '108-88-3': { look: '无色透明液体，有类似苯的芳香气味', mp: '−95 ℃', bp: '110.6 ℃', flash: '4 ℃（闭杯）', density: '0.87 g/cm³（20 ℃）' },
  '7647-01-0': { look: '无色或微黄色发烟液体，有刺鼻的酸味', density: '1.18 g/cm³（20 ℃）' },
  '7664-93-9': { look: '无色透明油状液体', mp: '10 ℃', bp: '290 ℃（分解）', density: '1.84 g/cm³（20 ℃）' },
  '7697-37-2': { look: '无色或淡黄色液体，有刺激性气味', bp: '120.5 ℃', density: '1.40 g/cm³（20 ℃）' },
  '7722-64-7': { look: '深紫色细长斜方柱状结晶，有金属光泽', mp: '240 ℃（分解）', density: '2.70 g/cm³' },
  '7722-84-1': { look: '无色透明液体', bp: '107 ℃', density: '1.11 g/cm³（20 ℃）' },
  '143-33-9': { look: '白色结晶颗粒或粉末，潮湿时有微弱的苦杏仁气味', mp: '563.7 ℃', bp: '1496 ℃', density: '1.60 g/cm³' },
  '7761-88-8': { look: '无色透明斜方结晶，见光变黑', mp: '212 ℃', density: '4.35 g/cm³' },
  '16940-66-2': { look: '白色结晶粉末，吸湿', mp: '400 ℃（分解）', density: '1.07 g/cm³' },
};

const has = (h: MaterialHazard | undefined, ...codes: string[]): boolean =>
  Boolean(h?.hCodes.some((code) => codes.some((c) => code.split('+').includes(c))));
const pic = (h: MaterialHazard | undefined, p: string): boolean => Boolean(h?.pictograms.includes(p as never));
/** Reacts with water (H260/H261): tested before any flammable branch. */
const waterReactive = (h: MaterialHazard | undefined): boolean => has(h, 'H260', 'H261');
/** A flammable liquid (H224–H226): vapours, 易燃液体库房. */
const flammableLiquid = (h: MaterialHazard | undefined): boolean => has(h, 'H224', 'H225', 'H226');
/** A flammable solid (H228): dust, not vapour. */
const flammableSolid = (h: MaterialHazard | undefined): boolean => has(h, 'H228') && !waterReactive(h);

/** 防范说明 (P-statements, GB 30000 wording) chosen from the hazard. */
function precautions(h: MaterialHazard): { prevent: string[]; respond: string[]; store: string[]; dispose: string[] } {
  const prevent: string[] = [];
  if (has(h, 'H340', 'H341', 'H350', 'H351', 'H360', 'H360D', 'H360F', 'H361d', 'H361f')) prevent.push('P201 使用前取得专用说明。');
  if (pic(h, 'GHS02') && !waterReactive(h)) prevent.push('P210 远离热源、热表面、火花、明火和其他点火源。禁止吸烟。', 'P233 保持容器密闭。');
  if (has(h, 'H260')) prevent.push('P223 禁止与水接触。', 'P231+P232 在惰性气体中操作和储存，防潮。');
  if (has(h, 'H272')) prevent.push('P220 远离服装和其他可燃物。');
  if (has(h, 'H300', 'H301', 'H302')) prevent.push('P264 作业后彻底清洗双手。', 'P270 使用本产品时不要进食、饮水或吸烟。');
  if (has(h, 'H330', 'H331', 'H332', 'H335', 'H336', 'H334')) prevent.push('P261 避免吸入粉尘/烟/气体/烟雾/蒸气/喷雾。', 'P271 只能在室外或通风良好处使用。');
  if (has(h, 'H400', 'H410', 'H411', 'H412')) prevent.push('P273 避免释放到环境中。');
  if (h.pictograms.length > 0) prevent.push('P280 戴防护手套/穿防护服/戴防护眼罩/戴防护面具。');
  const respond: string[] = [];
  if (has(h, 'H300', 'H301')) respond.push('P301+P310 如误吞咽：立即呼叫中毒急救中心/医生。');
  else if (has(h, 'H302')) respond.push('P301+P312 如误吞咽：如感觉不适，呼叫中毒急救中心/医生。');
  if (has(h, 'H314')) respond.push('P303+P361+P353 如皮肤（或头发）沾染：立即脱掉所有沾染的衣服，用水清洗皮肤或淋浴。');
  if (has(h, 'H310', 'H311')) respond.push('P302+P352 如皮肤沾染：用大量水清洗。', 'P361+P364 立即脱掉所有沾染的衣服，清洗后方可重新使用。');
  if (has(h, 'H314', 'H318', 'H319')) respond.push('P305+P351+P338 如进入眼睛：用水小心冲洗几分钟。如戴隐形眼镜并可方便地取出，取出隐形眼镜。继续冲洗。');
  if (has(h, 'H330', 'H331', 'H332', 'H335', 'H336')) respond.push('P304+P340 如误吸入：将人转移到空气新鲜处，保持呼吸舒适体位。');
  if (pic(h, 'GHS02') && !has(h, 'H260', 'H228')) respond.push('P370+P378 火灾时：使用抗溶性泡沫、干粉或二氧化碳灭火。');
  if (has(h, 'H260')) respond.push('P370+P378 火灾时：使用干砂、干粉灭火，禁止用水。');
  if (has(h, 'H410', 'H400')) respond.push('P391 收集溢出物。');
  const store: string[] = [];
  if (flammableLiquid(h) || has(h, 'H331', 'H335', 'H336')) store.push('P403+P233 存放在通风良好的地方。保持容器密闭。');
  if (waterReactive(h)) store.push('P402+P404 存放于干燥处。存放于密闭的容器中。');
  if (has(h, 'H290')) store.push('P406 存放在耐腐蚀容器内。');
  if (has(h, 'H272')) store.push('P420 单独存放。');
  if (has(h, 'H300', 'H301', 'H310', 'H330', 'H331', 'H314', 'H336', 'H340', 'H350', 'H370')) store.push('P405 存放处须加锁。');
  return { prevent, respond, store, dispose: h.pictograms.length > 0 ? ['P501 按照地方/区域/国家/国际规章处置内装物/容器。'] : [] };
}

function firstAid(h: MaterialHazard | undefined, cas: string): [string, string][] {
  const corrosive = has(h, 'H314');
  const toxic = has(h, 'H300', 'H301', 'H310', 'H330', 'H331');
  // fatal by inhalation, skin or mouth: a rescuer must not be poisoned too
  const fatal = has(h, 'H300', 'H310', 'H330');
  const noMouthToMouth = fatal ? '禁止口对口人工呼吸，应使用口袋式面罩或简易呼吸器（球囊面罩）。' : '';
  return [
    ['皮肤接触', corrosive
      ? '立即脱去污染的衣着，用大量流动清水冲洗至少 15 分钟。立即就医。'
      : has(h, 'H310')
        ? '立即脱去污染的衣着，用肥皂水和大量清水彻底冲洗皮肤至少 15 分钟。立即就医。'
        : has(h, 'H311', 'H312')
        ? '立即脱去污染的衣着，用肥皂水和大量清水彻底冲洗皮肤。就医。'
        : '脱去污染的衣着，用肥皂水和清水彻底冲洗皮肤。如有不适感，就医。'],
    ['眼睛接触', corrosive || has(h, 'H318')
      ? '立即提起眼睑，用大量流动清水或生理盐水彻底冲洗至少 15 分钟。立即就医。'
      : '提起眼睑，用流动清水或生理盐水冲洗。如有不适感，就医。'],
    ['吸入', toxic
      ? `迅速脱离现场至空气新鲜处，保持呼吸道通畅。如呼吸困难，给输氧。如呼吸、心跳停止，立即进行心肺复苏术。${noMouthToMouth}立即就医。`
      : '迅速脱离现场至空气新鲜处，保持呼吸道通畅。如呼吸困难，给输氧。如有不适感，就医。'],
    ['食入', corrosive
      ? '用水漱口，禁止催吐。给饮牛奶或蛋清。立即就医。'
      : toxic
        ? '用水漱口，禁止催吐。立即就医。'
        : '漱口，饮足量温水。如有不适感，就医。'],
    ['对医生的特别提示', SUBSTANCE_SAFETY[cas]?.physician ?? (fatal ? `对症治疗。施救者做好自身防护，${noMouthToMouth}` : '对症治疗。')],
  ];
}

function fireFighting(h: MaterialHazard | undefined, cas: string): [string, string][] {
  const special = SUBSTANCE_SAFETY[cas]?.fire;
  if (special) {
    return [
      ['灭火方法及灭火剂', SUBSTANCE_SAFETY[cas]?.extinguish ?? (waterReactive(h)
        ? '使用干燥砂土、干粉灭火。禁止用水、泡沫和二氧化碳灭火。'
        : has(h, 'H272') ? '用大量水灭火，同时用雾状水冷却容器。' : '根据周围着火原因选择适当的灭火剂。')],
      ['特别危险性', special],
      ['灭火注意事项', '消防人员须佩戴空气呼吸器、穿全身防火防毒服，在上风向灭火。尽可能将容器从火场移至空旷处。'],
    ];
  }
  if (waterReactive(h)) {
    return [
      ['灭火方法及灭火剂', '使用干燥砂土、干粉灭火。禁止用水、泡沫和二氧化碳灭火。'],
      ['特别危险性', '遇水、潮湿空气或酸类放出易燃的氢气，可引起燃烧爆炸。'],
      ['灭火注意事项', '消防人员须佩戴空气呼吸器、穿全身防火防毒服，在上风向灭火。'],
    ];
  }
  if (flammableSolid(h)) {
    return [
      ['灭火方法及灭火剂', '使用雾状水、泡沫、干粉、二氧化碳、砂土灭火。'],
      ['特别危险性', '易燃固体，遇明火、高热可燃；粉尘与空气可形成爆炸性混合物。燃烧时产生有毒或刺激性烟气。'],
      ['灭火注意事项', '消防人员须佩戴空气呼吸器、穿全身防火防毒服，在上风向灭火。避免扬起粉尘。'],
    ];
  }
  if (pic(h, 'GHS02')) {
    return [
      ['灭火方法及灭火剂', '使用抗溶性泡沫、干粉、二氧化碳、砂土灭火。用水灭火可能无效，可用水喷雾冷却容器。'],
      ['特别危险性', '易燃，其蒸气与空气可形成爆炸性混合物，遇明火、高热极易燃烧爆炸。蒸气比空气重，能在较低处扩散到相当远的地方，遇火源会着火回燃。'],
      ['灭火注意事项', '消防人员须佩戴空气呼吸器、穿全身防火防毒服，在上风向灭火。尽可能将容器从火场移至空旷处。'],
    ];
  }
  if (has(h, 'H272')) {
    return [
      ['灭火方法及灭火剂', '用大量水灭火，同时用雾状水冷却容器。'],
      ['特别危险性', '强氧化剂。与还原剂、有机物、易燃物接触或混合时有引起燃烧爆炸的危险。'],
      ['灭火注意事项', '消防人员须佩戴空气呼吸器、穿全身防护服，在上风向灭火。'],
    ];
  }
  return [
    ['灭火方法及灭火剂', '根据周围着火原因选择适当的灭火剂（水雾、干粉、泡沫、二氧化碳）。'],
    ['特别危险性', h ? '燃烧或受热分解时可能产生有毒或刺激性烟气。' : '无特殊危险性。'],
    ['灭火注意事项', '消防人员须佩戴空气呼吸器，在上风向灭火。'],
  ];
}

function spill(h: MaterialHazard | undefined, liquid: boolean): [string, string][] {
  const steps: string[] = ['疏散泄漏污染区人员至安全区，限制出入。'];
  if (pic(h, 'GHS02')) steps.push('消除所有点火源，使用防爆型的通风设备和不产生火花的工具。');
  if (has(h, 'H314', 'H290')) steps.push(liquid ? '小量泄漏：用砂土、干燥石灰或苏打灰混合吸收。大量泄漏：构筑围堤收容，用泵转移至专用收集器内。' : '用洁净的铲子收集于干燥、洁净、有盖的容器中。');
  else if (liquid) steps.push('小量泄漏：用活性炭、砂土或其他惰性材料吸收。大量泄漏：构筑围堤或挖坑收容，用泵转移至专用收集器内。');
  else steps.push('避免扬尘，小心扫起，收集于干燥、洁净、有盖的容器中。');
  if (has(h, 'H260')) steps.push('严禁用水处理，收集时保持干燥。');
  if (has(h, 'H272')) steps.push('勿使泄漏物与可燃物质（如木材、纸、油等）接触。');
  return [
    ['作业人员防护措施、防护装备和应急处置程序', `建议应急处理人员戴自给式呼吸器，穿防护服、戴防护手套。${steps.join('')}`],
    ['环境保护措施', has(h, 'H400', 'H410', 'H411', 'H412') ? '防止泄漏物进入下水道、地表水和地下水，对水生生物有害。' : '防止泄漏物进入下水道。'],
  ];
}

function regulations(material: Material): string[] {
  const h = material.hazard;
  const lines: string[] = ['下列法律法规和标准对化学品的安全使用、储存、运输、装卸、分类和标志等方面均作了相应的规定：',
    '《中华人民共和国安全生产法》；《化学品分类和标签规范》（GB 30000-2013）；《化学品安全技术说明书 内容和项目顺序》（GB/T 16483-2008）。'];
  if (!h || h.controls.length === 0) {
    lines.push(h ? '本品未列入《危险化学品目录（2015 版）》，但具有 GHS 危险性分类，请按本说明书的要求操作和储存。' : '本品未列入《危险化学品目录（2015 版）》，不属于危险化学品。');
    return lines;
  }
  lines.push('《危险化学品安全管理条例》（国务院令第 591 号）：本品列入《危险化学品目录（2015 版）》，属危险化学品。');
  for (const c of controlsOf(material)) {
    const text = {
      precursor1: '本品列入易制毒化学品（第一类），购买须取得易制毒化学品购买许可证。',
      precursor2: '本品列入易制毒化学品（第二类），购买前须向公安机关备案，取得易制毒化学品购买备案证明。',
      precursor3: '本品列入易制毒化学品（第三类），购买前须向公安机关备案，取得易制毒化学品购买备案证明。',
      explosive: '本品列入易制爆危险化学品，购买单位须提供单位证明、经办人身份证明并如实登记用途，储存场所须符合《易制爆危险化学品储存场所治安防范要求》（GA 1511-2018）。',
      toxic: '本品列入剧毒化学品，购买须取得剧毒化学品购买许可证，实行双人收发、双人保管，储存于专用仓库或专柜并加锁。',
    }[c as 'precursor1'];
    lines.push(`${CONTROL_LABELS[c].regulation}：${text}`);
  }
  return lines;
}

/**
 * Section 3: the substance (the catalogue name without its grade, strength or 溶液: 30% 过氧化氢溶液 → 过氧化氢) and
 * its concentration — the strength of a solution (water the rest), the purity the product states (≥99%), the grade
 * of a reagent, else 见产品说明书 (no purity is claimed for biologicals).
 */
function composition(material: Material): string[][] {
  const cas = material.cas ?? '';
  const text = `${material.name} ${material.nameEn}`;
  const strength = /(\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)?%)/.exec(text)?.[1];
  const grade = /\((AR|GR|CP|ACS|HPLC|GC|LR)\b[^)]*\)/.exec(material.name)?.[1];
  const bare = material.name
    .replace(/\s*\(.*\)$/, '')
    .replace(/^\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)?%\s*/, '')
    .trim();
  const name = SUBSTANCE_NAMES[cas] ?? (strength ? bare.replace(/溶液$/, '') : bare);
  // the purity the product states (≥99%, HPLC 纯度 ≥98%) is the substance's concentration; never for a biological
  const purity = purityOf(material);
  const stated = purity ? `${purity}${grade ? `（${grade} 级）` : ''}` : grade ? `${grade} 级（见产品说明书）` : '见产品说明书';
  const rows = [[name, cas, strength ?? stated]];
  if (strength) rows.push(['水', '7732-18-5', '余量']);
  return rows;
}

/** The maker as documents name it: 中文名（English name）, once when both are the same (Sigma-Aldrich). */
export function brandLabel(brand: Manufacturer | undefined, fallback: string): string {
  if (!brand) return fallback;
  return !brand.nameEn || brand.nameEn === brand.name ? brand.name : `${brand.name}（${brand.nameEn}）`;
}

/** The pictograms drawn as symbols in a row at the cursor (red diamond, black symbol), each named under it. */
function drawPictograms(doc: PdfDocument, codes: readonly GhsPictogram[]): void {
  if (codes.length === 0) return;
  const size = 46;
  const pitch = 96;
  doc.ensure(size + 36);
  const top = doc.y - 6;
  codes.forEach((code, i) => {
    const x = doc.left + 24 + i * pitch;
    doc.raw(pictogramOps(code, x, top, size));
    doc.text(x + size / 2, top - size - 11, `${code} ${PICTOGRAMS[code].symbol}`, { size: 7.5, align: 'center' });
    doc.text(x + size / 2, top - size - 21, `（${PICTOGRAMS[code].name}）`, { size: 7.5, align: 'center', color: GRAY });
  });
  doc.y = top - size - 30;
}

/** The SDS of a material as a PDF file (the caller checks that it has a CAS number). */
export function sdsPdf(material: Material, brand: Manufacturer | undefined): Uint8Array<ArrayBuffer> {
  const h = material.hazard;
  const cas = material.cas ?? '';
  const liquid = /(mL|L)$/.test(material.spec);
  const doc = new PdfDocument();
  const sdsNo = `SDS-${material.catalogNo}`;
  doc.setPageHeader((d) => {
    d.text(d.left, d.y - 8, `化学品安全技术说明书  ${material.name}  ${sdsNo}`, { size: 8, color: GRAY });
    d.line(d.left, d.y - 13, d.right, d.y - 13, { width: 0.4, color: 0.6 });
    d.gap(24);
  });
  doc.paragraph('化学品安全技术说明书', { size: 20, bold: true, align: 'center', leading: 30 });
  doc.paragraph('Safety Data Sheet（按 GB/T 16483-2008、GB/T 17519-2013 编制）', { size: 9, align: 'center', color: GRAY, leading: 14 });
  doc.paragraph(`产品名称：${material.name}    货号：${material.catalogNo}    修订日期：2026-01-15    版本：3.0`, { size: 9, align: 'center', leading: 18 });

  const kv = (rows: readonly (readonly [string, string])[]) =>
    doc.table([{ title: '', width: 130 }, { title: '', width: doc.contentWidth - 130 }], rows.map(([k, v]): Cell[] => [{ text: k, bold: true, fill: 0.95 }, v]), { size: 9, header: false });
  const section = (i: number) => heading(doc, `第${i + 1}部分  ${SDS_SECTIONS[i]}`);
  const lines = (items: readonly string[]) => items.forEach((t) => doc.paragraph(t, { size: 9, leading: 15 }));

  section(0);
  kv([
    ['化学品中文名', material.name],
    ['化学品英文名', material.nameEn],
    ['货号 / 规格', `${material.catalogNo} / ${material.spec}`],
    ['生产商', brandLabel(brand, material.mfrName)],
    ['供应商', `${SELLER.name}（${SELLER.site}）`],
    ['地址', SELLER.address],
    ['电话 / 电子邮件', `${SELLER.phone} / ${SELLER.contactEmail}`],
    ['应急咨询电话', `${NRCC_PHONE}（国家化学事故应急咨询专线，24 小时）；${SELLER.hotline}（${SELLER.site}）`],
    ['推荐用途和限制用途', '实验室试剂，仅供科学研究使用。不得用于药品、食品、家庭或其他用途。'],
  ]);

  section(1);
  if (!h) {
    lines(['紧急情况概述：根据 GB 30000-2013，本品不属于危险物质或混合物。', 'GHS 危险性类别：未分类。', '标签要素：无象形图，无信号词。']);
  } else {
    const p = precautions(h);
    if (h.pictograms.length > 0) {
      doc.paragraph('象形图', { size: 9, bold: true, leading: 15 });
      drawPictograms(doc, h.pictograms);
    }
    kv([
      ['紧急情况概述', `${h.signalWord ?? ''}！${h.hCodes.map(hStatementText).join('，')}。`],
      ['信号词', h.signalWord ?? '无'],
      ['危险性说明', h.hCodes.map((code) => `${code} ${hStatementText(code)}`).join('\n')],
      ['防范说明 · 预防措施', p.prevent.join('\n') || '无'],
      ['防范说明 · 事故响应', p.respond.join('\n') || '无'],
      ['防范说明 · 安全储存', p.store.join('\n') || '无'],
      ['防范说明 · 废弃处置', p.dispose.join('\n') || '无'],
    ]);
  }

  section(2);
  doc.table(
    [{ title: '组分', width: 220 }, { title: 'CAS 号', width: 120 }, { title: '浓度或浓度范围', width: doc.contentWidth - 340 }],
    composition(material),
    { size: 9 },
  );

  section(3);
  kv(firstAid(h, cas));
  section(4);
  kv(fireFighting(h, cas));
  section(5);
  kv(spill(h, liquid));

  section(6);
  const controls = controlsOf(material);
  const safety = SUBSTANCE_SAFETY[cas];
  kv([
    ['操作注意事项', [
      h ? '密闭操作，加强通风。操作人员须经过专门培训，严格遵守操作规程。' : '按良好的工业卫生和安全规范操作。',
      waterReactive(h) ? '在干燥的惰性气体中操作，严禁与水、酸类接触。' : '',
      flammableLiquid(h) ? '远离火种、热源，工作场所严禁吸烟。使用防爆型的通风系统和设备，防止蒸气泄漏到工作场所空气中。' : '',
      flammableSolid(h) ? '远离火种、热源，工作场所严禁吸烟。避免产生粉尘，防止粉尘在工作场所积聚。' : '',
      has(h, 'H272') && !safety?.handling ? '避免与还原剂、活性金属粉末、有机物接触。' : '',
      ACIDS.has(cas) ? '稀释或配制溶液时，应把酸缓慢加入水中并搅拌，切勿将水加入酸中，避免沸腾和飞溅。' : '',
      safety?.handling ?? '',
    ].filter(Boolean).join('')],
    ['储存注意事项', [
      `${material.storage}。`,
      waterReactive(h) ? '储存于干燥、阴凉、通风的库房，严禁与水、酸类接触，包装必须密封，切勿受潮。' : '',
      !waterReactive(h) && flammableLiquid(h) ? '储存于阴凉、通风的易燃液体库房，库温不宜超过 30 ℃。' : '',
      !waterReactive(h) && flammableSolid(h) ? '储存于阴凉、干燥、通风的库房，远离火种、热源，与氧化剂分开存放。' : '',
      safety?.storage ?? '',
      controls.includes('toxic') ? '实行“双人收发、双人保管”制度，储存于专用仓库或专柜并加锁。' : '',
      controls.some((c) => c.startsWith('precursor')) || controls.includes('explosive') ? '建立出入库台账，如实记录购买、领用数量和用途，专柜加锁保管。' : '',
    ].filter(Boolean).join('')],
  ]);

  section(7);
  kv([
    ['工程控制', h ? '生产过程密闭，加强通风。提供安全淋浴和洗眼设备。' : '一般性通风即可。'],
    ['呼吸系统防护', has(h, 'H330', 'H331', 'H332', 'H334', 'H335', 'H336') || pic(h, 'GHS02') ? '空气中浓度超标时，佩戴过滤式防毒面具（半面罩）；紧急事态抢救或撤离时，佩戴空气呼吸器。' : '一般不需要特殊防护。'],
    ['眼睛防护', has(h, 'H314', 'H318') ? '戴化学安全防护眼镜和面罩。' : '戴安全防护眼镜。'],
    ['皮肤和身体防护', has(h, 'H314', 'H310', 'H311') ? '穿防腐蚀/防毒渗透工作服，戴耐化学品手套（丁腈或氯丁橡胶）。' : '穿实验服，戴丁腈手套。'],
  ]);

  section(8);
  const phys = PHYSICAL[cas];
  kv([
    ['外观与性状', phys?.look ?? (liquid ? '液体' : '固体')],
    ['熔点 / 凝固点', phys?.mp ?? '无资料'],
    ['沸点', phys?.bp ?? '无资料'],
    ['闪点', phys?.flash ?? (pic(h, 'GHS02') ? '无资料' : '不适用')],
    ['相对密度', phys?.density ?? '无资料'],
  ]);

  section(9);
  kv([
    ['稳定性', safety?.stability ?? (waterReactive(h) ? '遇水或潮湿空气分解。' : '在推荐的储存条件下稳定。')],
    ['危险反应', safety?.reactions ?? ([
      waterReactive(h) ? '与水、酸类反应放出易燃的氢气。' : '',
      flammableLiquid(h) ? '与强氧化剂接触可发生剧烈反应，蒸气与空气可形成爆炸性混合物。' : '',
      flammableSolid(h) ? '与强氧化剂接触可发生剧烈反应，粉尘与空气可形成爆炸性混合物。' : '',
      has(h, 'H272') ? '与还原剂、有机物、易燃物接触可引起燃烧或爆炸。' : '',
      has(h, 'H290') ? '可腐蚀金属。' : '',
    ].join('') || '无资料')],
    ['应避免的条件', safety?.avoid ?? (waterReactive(h) ? '潮湿空气、水。' : pic(h, 'GHS02') ? '明火、高热、静电。' : '高温、阳光直射。')],
    ['禁配物', safety?.incompatible ?? (waterReactive(h) ? '水、酸类、强氧化剂。' : pic(h, 'GHS02') ? '强氧化剂、强酸。' : has(h, 'H272') ? '强还原剂、易燃或可燃物、活性金属粉末。' : has(h, 'H290') ? '活泼金属粉末、强氧化剂。' : '强氧化剂。')],
  ]);

  section(10);
  const health = (h?.hCodes ?? []).filter((c) => /^H3/.test(c));
  lines(health.length ? health.map((c) => `${c} ${hStatementText(c)}。`) : ['根据现有资料，本品不属于有毒物质。']);
  section(11);
  const eco = (h?.hCodes ?? []).filter((c) => /^H4/.test(c));
  lines(eco.length ? eco.map((c) => `${c} ${hStatementText(c)}。`) : ['无资料。请勿使其大量进入环境。']);

  section(12);
  lines([h
    ? '废弃化学品：按《国家危险废物名录》及当地法规，委托有资质的危险废物处置单位处置，不得排入下水道。污染包装物：同上处置，或清洗后回收利用。'
    : '按当地法规处置。']);

  section(13);
  const un = h?.unNumber ?? null;
  const entry = un ? UN_ENTRIES[un] : undefined;
  kv([
    ['联合国危险货物编号（UN 号）', un ?? '非危险货物'],
    ['联合国运输名称', entry?.[0] ?? (un ? '见货物标签' : '不适用')],
    ['联合国危险性类别', entry?.[1] ?? '不适用'],
    ['包装类别', un ? (PACKING_GROUPS[un] ?? '见货物标签') : '不适用'],
    ['海洋污染物', has(h, 'H400', 'H410', 'H411') ? '是' : '否'],
    // the same rule as the warehouse's shipments (mocks/transport.ts): limited quantity by express, or a DG carrier
    ['运输注意事项', transportOf(material).text],
  ]);

  section(14);
  lines(regulations(material));

  section(15);
  lines([
    '编制依据：GB/T 16483-2008《化学品安全技术说明书 内容和项目顺序》、GB/T 17519-2013《化学品安全技术说明书编写指南》、GB 30000-2013《化学品分类和标签规范》。',
    `本说明书由${SELLER.name}根据生产商的安全技术说明书和公开资料编制，所提供的信息仅供专业人员参考，不构成质量保证。${SELLER.site}的模拟环境生成，仅用于演示。`,
  ]);
  return doc.toBytes(`化学品安全技术说明书 ${material.name} ${material.catalogNo}`);
}

/** The datasheet (产品说明书) of any material as a PDF file. */
export function datasheetPdf(material: Material, brand: Manufacturer | undefined): Uint8Array<ArrayBuffer> {
  const doc = new PdfDocument();
  const h = material.hazard;
  doc.paragraph('产 品 说 明 书', { size: 20, bold: true, align: 'center', leading: 30 });
  doc.paragraph('Product Datasheet', { size: 9, align: 'center', color: GRAY, leading: 16 });
  doc.gap(6);
  doc.table(
    [{ title: '', width: 110 }, { title: '', width: doc.contentWidth - 110 }],
    (
      [
        ['产品名称', material.name],
        ['英文名称', material.nameEn],
        ['货号', material.catalogNo],
        ['规格', `${material.spec} / ${material.unit}`],
        ['品牌', brandLabel(brand, material.mfrName)],
        ...(material.cas ? [['CAS 号', material.cas] as const] : []),
        ...(material.host ? [['宿主 / 克隆号', `${material.host}${material.clone ? ` / ${material.clone}` : ''}`] as const] : []),
        ['储存条件', material.storage],
        ['运输条件', SHIPPING_LABELS[shippingConditionOf(material.shipping)]],
      ] as const
    ).map(([k, v]): Cell[] => [{ text: k, bold: true, fill: 0.95 }, v]),
    { size: 9.5, header: false },
  );
  heading(doc, '产品描述');
  doc.paragraph(material.description, { size: 9.5, leading: 16 });
  heading(doc, '危险性概述');
  if (!h) {
    doc.paragraph('本品无 GHS 危险性分类。', { size: 9.5, leading: 16 });
  } else {
    drawPictograms(doc, h.pictograms);
    if (h.signalWord) doc.paragraph(`信号词：${h.signalWord}`, { size: 9.5, leading: 16 });
    for (const code of h.hCodes) doc.paragraph(`${code} ${hStatementText(code)}`, { size: 9.5, leading: 15 });
    const controls = controlsOf(material);
    if (controls.length) doc.paragraph(`管制类别：${controls.map((c) => CONTROL_LABELS[c].label).join('、')}（购买须提供有效资质）`, { size: 9.5, bold: true, leading: 16 });
    if (h.unNumber) doc.paragraph(`运输：${transportOf(material).text}`, { size: 9.5, leading: 16 });
    doc.paragraph('详见本品的化学品安全技术说明书（SDS）。', { size: 9, color: GRAY, leading: 16 });
  }
  doc.gap(10);
  doc.paragraph(`仅供科研使用。${SELLER.name}  ${SELLER.hotline}。本说明书由${SELLER.site}的模拟环境生成，仅用于演示。`, { size: 8, color: GRAY, align: 'center' });
  return doc.toBytes(`产品说明书 ${material.name} ${material.catalogNo}`);
}
