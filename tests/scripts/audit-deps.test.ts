import { describe, expect, it } from 'vitest';
import { readAudit } from '../../scripts/audit-deps.ts';

// what `npm audit --omit=dev --json` (npm 11) prints: a report, and a mirror's refusal as seen on this project's machines
const report = (vulnerabilities: Record<string, unknown>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: {}, dependencies: { prod: 120, dev: 400, total: 520 } },
  });
const vuln = (name: string, severity: string) => ({
  name,
  severity,
  range: '<1.2.3',
  via: [{ title: `${name} advisory`, url: `https://github.com/advisories/${name}` }],
  fixAvailable: true,
});
const REFUSED = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('npm run audit:deps (issue 41, item 7)', () => {
  it('a clean report passes, counting the production dependencies', () => {
    expect(readAudit(report({}))).toEqual({ kind: 'checked', dependencies: 120, failing: [], other: [] });
  });

  it('a high or critical advisory fails; moderate and low are listed', () => {
    const verdict = readAudit(report({ a: vuln('a', 'critical'), b: vuln('b', 'high'), c: vuln('c', 'moderate'), d: vuln('d', 'low') }));
    expect(verdict.kind).toBe('checked');
    if (verdict.kind !== 'checked') return;
    expect(verdict.failing.map((v) => v.name)).toEqual(['a', 'b']);
    expect(verdict.other.map((v) => v.name)).toEqual(['c', 'd']);
  });

  it('AUDIT_LEVEL moves the line', () => {
    const verdict = readAudit(report({ c: vuln('c', 'moderate') }), 'moderate');
    expect(verdict.kind === 'checked' && verdict.failing.map((v) => v.name)).toEqual(['c']);
  });

  it('a registry without the advisory service, or no answer, is said as unchecked, never as clean', () => {
    expect(readAudit(REFUSED)).toEqual({ kind: 'unavailable', reason: expect.stringContaining('405 Method Not Allowed') });
    expect(readAudit('')).toEqual({ kind: 'unavailable', reason: 'npm audit printed nothing' });
    expect(readAudit(JSON.stringify({ error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests.' } }))).toEqual({
      kind: 'unavailable',
      reason: 'Your configured registry does not support audit requests.',
    });
  });
});
