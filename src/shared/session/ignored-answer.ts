/**
 * Member and cart as the shell reads them (spec §4, §7 "Other"): code 0 with
 * data. A non-zero code, or data of another shape, is ignored (the previous
 * state stays), silently.
 */
export class IgnoredAnswer extends Error {
  constructor(what: string) {
    super(`${what} answer ignored`);
    this.name = 'IgnoredAnswer';
  }
}
