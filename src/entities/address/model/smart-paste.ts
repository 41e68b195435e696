import { normalizePhone } from '@/shared/lib/phone';
import { matchRegion, type RegionOption } from '@/shared/lib/regions';
import { toHalfWidth } from '@/shared/lib/half-width';

export interface PastedAddress {
  receiver?: string;
  cellphone?: string;
  /** codes [province, city, district?] when the region was recognised to the last level */
  region?: string[];
  /** names along what was recognised (maybe only a province) */
  regionNames?: string[];
  detail?: string;
  postcode?: string;
}


/** +86 138 0013 8000, 138-0013-8000, 13800138000 */
const PHONE = /(?:\+?86[\s-]?|0086[\s-]?)?1[3-9]\d(?:[\s-]?\d){8}/;
const LABELS = /(收货人|收件人|联系人|姓名|手机号码|手机号|手机|电话|联系电话|所在地区|详细地址|地址|邮编|邮政编码)\s*[:：]?/g;
const NAME = /^[\u4e00-\u9fa5·]{2,6}$|^[A-Za-z][A-Za-z .'-]{1,24}$/;
const PLACE_HINT = /[省市区县镇乡路街道号楼室]/;

/**
 * Smart paste (docs/china-conventions.md, Addresses): one pasted line such as
 * "张三 13800000001 上海市浦东新区张江路 100 号" fills receiver, phone, region and
 * detail. Anything it cannot place is left for the user; it never guesses a region
 * the data does not hold.
 */
export function parseAddressText(input: string, regions: readonly RegionOption[]): PastedAddress {
  let text = toHalfWidth(input).replace(LABELS, ' ').replace(/[,，;；|]/g, ' ');
  const out: PastedAddress = {};

  const phone = PHONE.exec(text);
  if (phone) {
    const normalized = normalizePhone(phone[0]);
    if (normalized) {
      out.cellphone = normalized;
      text = `${text.slice(0, phone.index)} ${text.slice(phone.index + phone[0].length)}`;
    }
  }
  const postcode = /(?:^|\s)(\d{6})(?=\s|$)/.exec(text);
  if (postcode?.[1]) {
    out.postcode = postcode[1];
    text = text.replace(postcode[1], ' ');
  }

  const tokens = text.split(/\s+/).filter(Boolean);
  const nameIndex = tokens.findIndex((t) => NAME.test(t) && !(PLACE_HINT.test(t) && matchRegion(regions, t)));
  if (nameIndex >= 0) {
    out.receiver = tokens[nameIndex];
    tokens.splice(nameIndex, 1);
  }

  const rest = tokens.join(' ').trim();
  if (rest) {
    const hit = matchRegion(regions, rest);
    if (hit) {
      out.regionNames = hit.path.map((o) => o.label);
      const last = hit.path.at(-1);
      if (hit.path.length >= 2 && last && !last.children?.length) out.region = hit.path.map((o) => o.value);
      out.detail = hit.rest.trim();
    } else {
      out.detail = rest;
    }
  }
  return out;
}
