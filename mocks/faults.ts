/**
 * Slow and failing answers on demand, for tests and demos: every handler
 * wrapped by handle() (mocks/lib.ts) asks `takeFault` first. Set through
 * POST /__mock/faults (mocks/handlers/mock-control.ts), cleared by reset.
 */
export interface Fault {
  /** Part of the request path, e.g. `/materials` or `/scm/coas` */
  match: string;
  /** Wait this long before answering */
  delayMs: number;
  /** Answer with this HTTP status (500, 503…) instead of the real answer; 0 = answer normally */
  status: number;
  /** How many requests it affects; -1 = until cleared */
  times: number;
}

let faults: Fault[] = [];
/** Bumped when the faults are cleared (every reset clears them): a call held by a delay from before changes nothing. */
let generation = 0;

export function addFault(fault: Fault): void {
  faults.push(fault);
}

export function clearFaults(): void {
  faults = [];
  generation += 1;
}

/** Which clearing the faults are at (see `generation`). */
export const faultGeneration = (): number => generation;

/** The fault for this request (consumed once), or null. Control calls are never affected. */
export function takeFault(request: Request): Fault | null {
  const path = new URL(request.url).pathname;
  if (path.includes('/__mock/')) return null;
  const fault = faults.find((f) => path.includes(f.match));
  if (!fault) return null;
  if (fault.times > 0) fault.times -= 1;
  if (fault.times === 0) faults = faults.filter((f) => f !== fault);
  return fault;
}
