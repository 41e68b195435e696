/**
 * `npm run bench:lcp-whatif -- <run>.artifacts [edit ...]`: Lighthouse's simulated mobile LCP (Lantern, the
 * figure `npm run bench:lighthouse` reports) computed again from one saved run with its requests edited, so a
 * change to the first load can be priced in seconds before it is built and benched for 14 minutes.
 * The artifacts come from `BENCH_LCP_PATH=1 BENCH_KEEP_ARTIFACTS=1 npm run bench:lighthouse`
 * (bench/reports/<time>/mobile-<page>-<i>.artifacts).
 *
 * Each edit is `<text>=<factor>`: every request whose URL contains <text> is that many times its size
 * (`index-=0.9`: the entry 10 % smaller, `assets/=0.95`: all the shop's files 5 % smaller); `drop=<text>`: those
 * requests are not made (`drop=style-+index-=1.06`: the stylesheet's bytes in the entry instead); or `h2`: every
 * response as if over HTTP/2 (one connection per origin). Edits joined by `+` apply together; each argument is one
 * scenario, printed after the run as measured. WHATIF_PATH=1 also prints each scenario's pessimistic graph, node by
 * node (a dropped request's dependants hang from the document then: an estimate, not a build).
 *
 * What it showed (docs/performance.md, "Where LCP goes"): Lantern downloads in round trips of 150 ms, so LCP moves
 * in steps of 150 ms; a step needs the first load about 2 to 10 % smaller, or one request fewer in its first wave
 * (`drop=`: the external landing script, the stylesheet, rolldown's runtime were a step each).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface DevtoolsEvent {
  method: string;
  params: {
    requestId?: string;
    timestamp?: number;
    encodedDataLength?: number;
    dataLength?: number;
    request?: { url: string };
    response?: { url: string; protocol: string; connectionId: number; connectionReused: boolean };
  };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; duration: number; request?: { resourceType: string; url: string } }, { startTime: number; endTime: number }>;
}
type Edit = (log: DevtoolsEvent[]) => void;

const [dir, ...scenarios] = process.argv.slice(2);
if (!dir) {
  console.error('用法：npm run bench:lcp-whatif -- bench/reports/<时间>/mobile-<页面>-<n>.artifacts [index-=0.9 assets/=0.95+h2 drop=style- …]');
  process.exit(1);
}

const lighthouse = (path: string) => import(pathToFileURL(resolve('bench/node_modules/lighthouse', path)).href);
const { loadArtifacts } = (await lighthouse('core/lib/asset-saver.js')) as {
  loadArtifacts: (dir: string) => Promise<Record<string, unknown> & { DevtoolsLog: DevtoolsEvent[] }>;
};
const { LanternLargestContentfulPaint } = (await lighthouse('core/computed/metrics/lantern-largest-contentful-paint.js')) as {
  LanternLargestContentfulPaint: {
    request: (data: object, context: object) => Promise<{ timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
  };
};
// The run's settings (throttling) are in its report, beside the artifacts.
const settings = (JSON.parse(readFileSync(dir.replace(/\.artifacts\/?$/, '.json'), 'utf8')) as { configSettings: unknown }).configSettings;

/** Scales the bytes of the requests whose URL contains `text` (what Lantern reads: the finished request's size). */
function scale(text: string, factor: number): Edit {
  return (log) => {
    const ids = new Set(log.filter((e) => e.method === 'Network.requestWillBeSent' && e.params.request?.url.includes(text)).map((e) => e.params.requestId));
    for (const e of log) {
      if (!ids.has(e.params.requestId) || (e.method !== 'Network.loadingFinished' && e.method !== 'Network.dataReceived')) continue;
      if (e.params.encodedDataLength) e.params.encodedDataLength = Math.round(e.params.encodedDataLength * factor);
      if (e.params.dataLength) e.params.dataLength = Math.round(e.params.dataLength * factor);
    }
  };
}
const http2: Edit = (log) => {
  for (const e of log) if (e.method === 'Network.responseReceived' && e.params.response) e.params.response.protocol = 'h2';
};

/** The requests whose URL contains `text` are not made (their bytes gone, or moved with a scale edit). */
function drop(text: string): Edit {
  return (log) => {
    const ids = new Set(log.filter((e) => e.method === 'Network.requestWillBeSent' && e.params.request?.url.includes(text)).map((e) => e.params.requestId));
    if (!ids.size) throw new Error(`没有网址含 ${text} 的请求`);
    const kept = log.filter((e) => !ids.has(e.params.requestId));
    log.splice(0, log.length, ...kept);
  };
}

function parse(scenario: string): Edit[] {
  return scenario.split('+').map((part) => {
    if (part === 'h2') return http2;
    if (part.startsWith('drop=')) return drop(part.slice(5));
    const match = /^(.+)=(\d*\.?\d+)$/.exec(part);
    if (!match) throw new Error(`看不懂的改动：${part}（应为 <网址片段>=<倍数>、drop=<网址片段> 或 h2）`);
    return scale(match[1]!, Number(match[2]));
  });
}

async function simulate(label: string, edits: Edit[]): Promise<void> {
  const a = await loadArtifacts(dir!);
  for (const edit of edits) edit(a.DevtoolsLog);
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings, URL: a.URL, SourceMaps: a.SourceMaps, HostDPR: a.HostDPR };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  console.log(
    `${label.padEnd(32)} LCP ${Math.round(lcp.timing)} ms  (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
  );
  // WHATIF_PATH=1: the pessimistic graph's nodes, as bench-lighthouse's BENCH_LCP_PATH prints them
  if (process.env.WHATIF_PATH === '1') {
    for (const [node, t] of [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((x, y) => x[1].endTime - y[1].endTime)) {
      const what = node.request ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}` : `main thread ${Math.round(node.duration / 1000)} ms`;
      console.log(`${String(Math.round(t.startTime)).padStart(8)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
    }
  }
}

await simulate('as measured', []);
for (const scenario of scenarios) await simulate(scenario, parse(scenario));
