/** The 用途 of an explosive or toxic line (docs/api.md §21 Placing: 2..100 characters). */
export const PURPOSE_MIN = 2;
export const PURPOSE_MAX = 100;

/** Why this 用途 cannot be sent, or null. Characters as the user sees them. */
export function purposeProblem(text: string | undefined): string | null {
  const n = Array.from((text ?? '').trim()).length;
  if (n === 0) return '请填写用途';
  if (n < PURPOSE_MIN) return `用途至少 ${PURPOSE_MIN} 个字`;
  if (n > PURPOSE_MAX) return `用途不能超过 ${PURPOSE_MAX} 个字`;
  return null;
}

/** The 用途 of each line that needs one, as OrderInput.purposes; every line's problem when any is not fit. */
export function checkPurposes(
  lines: readonly { matlId: string }[],
  typed: Readonly<Record<string, string>>,
): { purposes: { matlId: string; purpose: string }[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const purposes: { matlId: string; purpose: string }[] = [];
  for (const { matlId } of lines) {
    const problem = purposeProblem(typed[matlId]);
    if (problem) errors[matlId] = problem;
    else purposes.push({ matlId, purpose: typed[matlId]!.trim() });
  }
  return { purposes, errors };
}
