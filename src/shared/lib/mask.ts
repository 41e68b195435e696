/**
 * Name masking (spec §5): shorter than 3 characters is shown whole; exactly 3
 * drops its first character; longer shows only its first character.
 * Counts user-perceived characters, so a name with a surrogate pair is not cut in half.
 */
export function maskName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name);
  if (chars.length < 3) return name;
  if (chars.length === 3) return chars.slice(1).join('');
  return chars[0] ?? '';
}

/** 13812345678 -> 138****5678 (docs/china-conventions.md). Anything else is returned unchanged. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Initials for the avatar: first character of a Chinese name, or up to two Latin initials. */
export function initials(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (!value) return '?';
  const words = value.split(/\s+/).filter(Boolean);
  if (/^[A-Za-z]/.test(value) && words.length > 1) {
    return words.slice(0, 2).map((w) => (w[0] ?? '').toUpperCase()).join('');
  }
  return (Array.from(value)[0] ?? '?').toUpperCase();
}
