/**
 * `npm run audit:deps`: the production dependencies (package-lock.json, without devDependencies) checked for known
 * advisories by `npm audit`, which asks the npm registry alone (its bulk advisory endpoint) and nothing else
 * (issue 41, item 7). Fails on a high or critical advisory; lists the moderate and low ones.
 *
 * A report is only as good as the registry's answer (a mirror that answers the advisory call with an empty 200 reads as
 * clean). A registry that does not serve the advisory endpoint (a mirror or proxy that answers only GET, as some company
 * mirrors do: `405 Method Not Allowed`), or no network: nothing is checked, and the script says so in one line and
 * exits 0, so CI on such a machine still runs; AUDIT_REQUIRED=1 makes that a failure (a release build).
 *   AUDIT_LEVEL (high): the lowest severity that fails (low, moderate, high, critical)
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];

interface Vulnerability {
  name: string;
  severity: Severity;
  range?: string;
  via?: (string | { title?: string; url?: string })[];
  fixAvailable?: boolean | { name: string; version: string };
}

export type AuditVerdict =
  | { kind: 'unavailable'; reason: string }
  | { kind: 'checked'; dependencies: number; failing: Vulnerability[]; other: Vulnerability[] };

/** What `npm audit --json` printed, read: a report, or the registry's refusal (or no answer). */
export function readAudit(stdout: string, failFrom: Severity = 'high'): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'unavailable', reason: stdout.trim().split('\n')[0] || 'npm audit printed nothing' };
  }
  const r = report as {
    auditReportVersion?: number;
    vulnerabilities?: Record<string, Vulnerability>;
    metadata?: { dependencies?: { prod?: number; total?: number } };
    message?: string;
    statusCode?: number;
    error?: { summary?: string; code?: string };
  };
  if (r.auditReportVersion === undefined || typeof r.vulnerabilities !== 'object' || r.vulnerabilities === null) {
    const reason = r.message ?? r.error?.summary ?? r.error?.code ?? (r.statusCode ? `HTTP ${r.statusCode}` : 'no audit report');
    return { kind: 'unavailable', reason };
  }
  const floor = SEVERITIES.indexOf(failFrom);
  const all = Object.values(r.vulnerabilities);
  return {
    kind: 'checked',
    dependencies: r.metadata?.dependencies?.prod ?? r.metadata?.dependencies?.total ?? 0,
    failing: all.filter((v) => SEVERITIES.indexOf(v.severity) >= floor),
    other: all.filter((v) => SEVERITIES.indexOf(v.severity) < floor),
  };
}

const describe = (v: Vulnerability) => {
  const titles = (v.via ?? []).map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title ?? ''} ${via.url ?? ''}`.trim()));
  const fix = v.fixAvailable ? (typeof v.fixAvailable === 'object' ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}` : 'fix: npm audit fix') : 'no fix yet';
  return `  ${v.severity.padEnd(8)} ${v.name} ${v.range ?? ''} (${fix})\n    ${titles.join('\n    ')}`;
};

function main(): number {
  const level = (process.env.AUDIT_LEVEL ?? 'high') as Severity;
  if (!SEVERITIES.includes(level)) {
    console.error(`AUDIT_LEVEL must be one of ${SEVERITIES.join(', ')}`);
    return 2;
  }
  // --offline=false: with npm's `offline` set, audit asks nothing and prints an empty report, which would read as clean
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json', '--offline=false'], { encoding: 'utf8', timeout: 120_000 });
  const verdict = readAudit(run.stdout ?? '', level);
  if (verdict.kind === 'unavailable') {
    const required = process.env.AUDIT_REQUIRED === '1';
    console[required ? 'error' : 'warn'](
      `npm audit: the registry's advisory service did not answer (${verdict.reason}); the production dependencies were NOT checked${required ? '' : ' (AUDIT_REQUIRED=1 makes this a failure)'}.`,
    );
    return required ? 1 : 0;
  }
  for (const v of verdict.other) console.log(describe(v));
  if (verdict.failing.length > 0) {
    console.error(`npm audit: ${verdict.failing.length} production package(s) with a ${level} or worse advisory:`);
    for (const v of verdict.failing) console.error(describe(v));
    return 1;
  }
  console.log(`npm audit: ${verdict.dependencies} production dependencies, no advisory at ${level} or above (${verdict.other.length} below).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
