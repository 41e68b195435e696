/**
 * One wording and one tag for a dangerous chemical (issue 42 item 5): the control class 危险化学品 (model/hazard.ts)
 * and the mall's tag of the same name (docs/api.md §5) say the same thing. Where a material's hazard marks name its
 * classes, the mall's 危险化学品 tag is not shown beside them. Here, not in hazard.ts: a card reads it at once.
 */
export const HAZARD_WORDS = '危险化学品';

/** The mall's tags to show beside a material's hazard marks: without 危险化学品 when the marks name a class. */
export function tagsBesideHazard<T extends { name: string }>(tags: readonly T[] | undefined, hazard: { controls?: readonly string[] } | null | undefined): T[] {
  const marked = (hazard?.controls?.length ?? 0) > 0;
  return (tags ?? []).filter((t) => !(marked && t.name === HAZARD_WORDS));
}
