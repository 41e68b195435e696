/**
 * One wording and one tag for a dangerous chemical (issue 42 item 5): the control class 危险化学品 (model/hazard.ts)
 * and the mall's tag of the same name (docs/api.md §5) say the same thing. Where a material's hazard marks name that
 * class, the mall's 危险化学品 tag is not shown beside them; a 易制毒 or 易制爆 mark alone does not say it, so the tag stays. Here, not in hazard.ts: a card reads it at once.
 */
export const HAZARD_WORDS = '危险化学品';

/** The mall's tags to show beside a material's hazard marks: without 危险化学品 when the marks name that class. */
export function tagsBesideHazard<T extends { name: string }>(tags: readonly T[] | undefined, hazard: { controls?: readonly string[] } | null | undefined): T[] {
  const marked = hazard?.controls?.includes('hazardous') ?? false;
  return (tags ?? []).filter((t) => !(marked && t.name === HAZARD_WORDS));
}
