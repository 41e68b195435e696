/**
 * A fake RAGFlow (docs/contract.md §5): `POST {base}/api/v1/chats/{chat_id}/sessions`
 * (one session per conversation), `POST {base}/api/v1/chats/{chat_id}/completions`
 * answered in the real wire format of several releases, and the attachment
 * download `GET {base}/document/{doc_id}`. Under a path holding `/assistant-proxy`
 * it plays the mall's proxy instead (README "The small assistant"): no key is
 * asked of the browser, the proxy holds it. Served like every handler: browser
 * worker, msw/node and the loopback HTTP server (where the bundle of
 * `npm run preview:mock` reaches it under `/ragflow`).
 *
 * Pick the wire version for one question with a tag in it (`#v0.23`, `#v0.24`,
 * `#v0.25`, `#v0.26`), or for all with `POST /__mock/ragflow { version, delayMs, firstDelayMs }`.
 * Words in the question choose the scenario:
 *   报错 / error      a code-500 event after some text (mid-stream failure)
 *   模型故障          a model-provider failure as `**ERROR**:` text
 *   代理 / proxy      an HTML page from a proxy instead of the stream (HTTP 502)
 *   长 / long         a long answer, slow enough to stop half-way
 *   思考 / think      reasoning first (think markers or inline tags)
 *   NaN               the final reference carries Python's NaN (older servers)
 *   xss               an answer full of hostile HTML (the client must sanitise it)
 * Otherwise the answer names two catalogue numbers of the fake mall and cites two documents.
 * The key is `mock-key`; anything else is refused (HTTP 401, or HTTP 200 code 109 before v0.24).
 * Chats other than the two mock presets answer HTTP 200 code 102, and so does a
 * `session_id` the fake did not create. A `model` must be a non-empty string.
 *
 * The proxy (docs/api.md §8, "The mall's assistant proxy") as a careful mall runs it: it issues an opaque
 * visitor id (`X-Assistant-Visitor`, answered on the first session and sent back by the shop), opens sessions
 * for that visitor only (403 for another's), ignores the client's `model`, refuses a question over
 * 2,000 characters (400), keeps a daily budget of questions per visitor (429 with `Retry-After`) and serves
 * a cited document as an attachment with `nosniff` and a sandbox CSP.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db/index.ts';
import { api, handle, ok, readJson } from '../lib.ts';
import { pdfResponse } from '../pdf.ts';

export type WireVersion = 'v0.23' | 'v0.24' | 'v0.25' | 'v0.26';
const VERSIONS: WireVersion[] = ['v0.23', 'v0.24', 'v0.25', 'v0.26'];

export const MOCK_ASSISTANT_KEY = 'mock-key';
const CHATS = new Set(['mock-chat-product', 'mock-chat-support']);
/** Sessions the fake created, with their chat; the ids of the old shared presets count as created. */
const LEGACY_SESSIONS: [string, string][] = [
  ['mock-session-product', 'mock-chat-product'],
  ['mock-session-support', 'mock-chat-support'],
];
const sessions = new Map<string, string>(LEGACY_SESSIONS);
let sessionSerial = 0;

/** The proxy's facts (docs/api.md §8). */
export const PROXY_VISITOR_HEADER = 'X-Assistant-Visitor';
export const PROXY_QUESTION_MAX = 2000;
const PROXY_DAILY_BUDGET = 100;
/** Visitor ids the proxy issued, each with its questions of the day (China date). */
const visitors = new Map<string, { day: string; asked: number }>();
/** The visitor each proxy session was opened for. */
const sessionVisitors = new Map<string, string>();
let visitorSerial = 0;

/** The pause before the first event and between events (tests/setup.ts makes them 0). */
export interface AssistantTiming {
  delayMs: number;
  firstDelayMs: number;
}
const DEFAULT_TIMING: AssistantTiming = { delayMs: 40, firstDelayMs: 40 };

const settings = { version: 'v0.26' as WireVersion, ...DEFAULT_TIMING, dailyBudget: PROXY_DAILY_BUDGET };
/** Back to v0.26, with the default pauses or the given ones. */
export function resetAssistantMock(timing: AssistantTiming = DEFAULT_TIMING): void {
  sessions.clear();
  LEGACY_SESSIONS.forEach(([id, chat]) => sessions.set(id, chat));
  visitors.clear();
  sessionVisitors.clear();
  settings.version = 'v0.26';
  settings.dailyBudget = PROXY_DAILY_BUDGET;
  settings.delayMs = timing.delayMs;
  settings.firstDelayMs = timing.firstDelayMs;
}

const DOCS = [
  { doc_id: 'b7c1d2e38f1d11f1a0c40242ac120006', doc_name: '抗体储存与运输说明.pdf' },
  { doc_id: 'c8d2e3f48f1d11f1a0c40242ac120006', doc_name: '流式抗体选型指南.docx' },
];

function chunkText(text: string, size = 12): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function exampleMaterials() {
  const visible = db.state.materials.filter((m) => !m.offShelf && m.stock > 0);
  const first = visible.find((m) => /CD3\b/.test(m.name)) ?? visible[0];
  const second = visible.find((m) => m !== first && m.category !== first?.category) ?? visible[1];
  return [first, second].filter((m) => m !== undefined);
}

interface Script {
  think: string;
  answer: string;
  documents: typeof DOCS;
  failAfter?: { at: number; message: string };
  providerError?: string;
  nan?: boolean;
}

function scriptFor(question: string): Script {
  const q = question.toLowerCase();
  const think = /思考|think/.test(q) ? '用户想了解相关产品。需要结合应用、荧光通道和储存条件来回答。' : '';
  if (/xss/.test(q)) {
    return {
      think,
      documents: [],
      answer:
        '以下内容用于检查页面安全：\n\n<img src=x onerror="window.__xss=1">\n\n<script>window.__xss=2</script>\n\n' +
        '[点我](javascript:window.__xss=3) <a href="javascript:window.__xss=4">链接</a>\n\n<svg><script>window.__xss=5</script></svg>\n\n' +
        '<form action="javascript:window.__xss=6"><button>提交</button></form>\n\n' +
        // a beacon planted in a document: pictures from another host are dropped (src/features/assistant/model/sanitize.ts)
        '![跟踪像素](https://evil.example/pixel.png) <img src="https://evil.example/beacon.gif?d=1" alt="">\n\n**安全的文字**仍然显示。',
    };
  }
  if (/模型故障/.test(q)) return { think: '', documents: [], answer: '', providerError: '**ERROR**: 模型服务暂时不可用（模拟）' };
  const materials = exampleMaterials();
  const [a, b] = materials;
  const products =
    a && b
      ? `推荐您参考以下商品：\n\n- **${a.catalogNo}**：${a.name}（${a.spec}）\n- **${b.catalogNo}**：${b.name}（${b.spec}）\n\n`
      : '';
  let answer =
    `您好！关于“${question.replace(/#v0\.\d+/g, '').trim()}”，建议按以下步骤选择 [ID:0]：\n\n` +
    '1. **确认实验需求**：明确检测对象、样本类型与应用（流式、WB、ELISA 等）；\n' +
    '2. **核对仪器配置**：激光器与滤光片需覆盖所选荧光素；\n' +
    '3. **注意储存条件**：抗体应于 2-8°C 避光保存，切勿冷冻 [ID:1]。\n\n' +
    products +
    '如需技术支持，请拨打 400 819 7199（工作日 08:30-17:30）。';
  if (/长|long/.test(q)) {
    const paragraph =
      '多色流式实验设计时，应先根据抗原表达水平分配荧光素亮度：弱表达抗原搭配 PE、APC 等高亮度荧光素，强表达抗原可使用 FITC 或 PerCP。';
    answer = Array.from({ length: 24 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n') + '\n\n以上为完整建议。';
  }
  const script: Script = { think, answer, documents: DOCS };
  if (/报错|error/.test(q)) script.failAfter = { at: 3, message: '连接检索服务超时（模拟）' };
  if (q.includes('nan')) script.nan = true;
  return script;
}

const ID = '6b7f0e1c8f1d11f1a0c40242ac120006';
const SESSION = '5e0c2b7a8f1d11f1a0c40242ac120006';

function reference(documents: typeof DOCS, nan: boolean): string {
  const chunks = documents.map((d, i) => ({
    id: `c0${i}a7f3e9b1d4`,
    content: i === 0 ? '抗体应于2-8°C避光保存，勿冷冻。' : '弱表达抗原应搭配亮度高的荧光素，如PE或APC。',
    document_id: d.doc_id,
    document_name: d.doc_name,
    dataset_id: 'ds01f2e3d4c5b6a7',
    similarity: 0.8 - i / 10,
  }));
  const json = JSON.stringify({ total: documents.length, chunks, doc_aggs: documents.map((d) => ({ ...d, count: 1 })) }, null, 0);
  // Python's json.dumps writes NaN for a float('nan') similarity.
  return nan ? json.replace(/"similarity":[0-9.]+/, '"similarity": NaN') : json;
}

/** The events of one answer, as the given release writes them. */
function events(script: Script, version: WireVersion): string[] {
  const legacy = version === 'v0.23';
  const message = legacy ? '' : '"message": "", ';
  const content = (answer: string, extra = '', ref = '{"chunks": []}') =>
    `{"code": 0, ${message}"data": {"answer": ${JSON.stringify(answer)}, "reference": ${ref}, "audio_binary": null, ${extra}"id": "${ID}", "session_id": "${SESSION}"}}`;
  const done = legacy ? '{"code": 0, "data": true}' : '{"code": 0, "message": "", "data": true}';
  const out: string[] = [];
  if (script.providerError) {
    out.push(content(script.providerError, legacy ? '' : '"final": false, '));
    out.push(done);
    return out;
  }
  const pieces = chunkText(script.answer);
  const thinkPieces = script.think ? chunkText(script.think) : [];
  if (legacy) {
    let text = script.think ? '<think>' : '';
    for (const piece of thinkPieces) out.push(content((text += piece)));
    if (script.think) text += '</think>';
    pieces.forEach((piece, i) => {
      if (script.failAfter && i === script.failAfter.at) out.push('FAIL');
      out.push(content((text += piece), '', i === pieces.length - 1 ? reference(script.documents, script.nan === true) : '{"chunks": []}'));
    });
  } else {
    if (script.think) {
      out.push(content('', '"final": false, "start_to_think": true, '));
      for (const piece of thinkPieces) out.push(content(piece, '"final": false, '));
      out.push(content('', '"final": false, "end_to_think": true, '));
    }
    pieces.forEach((piece, i) => {
      if (script.failAfter && i === script.failAfter.at) out.push('FAIL');
      out.push(content(piece, '"final": false, '));
    });
    // v0.25.0–v0.26.0 repeat the whole answer (reasoning included) in the final event
    const repeat = version === 'v0.25' ? `${script.think ? `<think>${script.think}</think>` : ''}${script.answer}` : '';
    out.push(content(repeat, '"final": true, ', reference(script.documents, script.nan === true)));
  }
  const fail = out.indexOf('FAIL');
  if (fail !== -1 && script.failAfter) {
    const error = `{"code": 500, "message": ${JSON.stringify(script.failAfter.message)}, "data": {"answer": ${JSON.stringify(`**ERROR**: ${script.failAfter.message}`)}, "reference": []}}`;
    out.splice(fail, out.length - fail, error);
  }
  out.push(done);
  return out;
}

function sse(lines: string[], delayMs: number, firstDelayMs: number, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let i = 0;
      const next = () => {
        if (signal.aborted) return;
        if (i >= lines.length) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(`data:${lines[i++]}\n\n`));
        timer = setTimeout(next, delayMs);
      };
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
      // the first event also takes a moment, like a model that starts to think
      timer = setTimeout(next, firstDelayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new HttpResponse(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

function viaProxy(request: Request): boolean {
  return new URL(request.url).pathname.includes('/assistant-proxy/');
}

/** The RAGFlow key, unless the request came through the fake proxy (which holds it). */
function keyAccepted(request: Request): boolean {
  if (viaProxy(request)) return true;
  return request.headers.get('Authorization') === `Bearer ${MOCK_ASSISTANT_KEY}`;
}

/** The visitor id the request carries, when the proxy issued it. */
function knownVisitor(request: Request): string | null {
  const id = request.headers.get(PROXY_VISITOR_HEADER) ?? '';
  return visitors.has(id) ? id : null;
}

function chinaDay(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function proxyRefusal(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  return HttpResponse.json({ code, message, data: null }, { status, headers });
}

/** The proxy's checks of a question before it reaches RAGFlow; null when it may go on. */
function proxyGate(request: Request, sessionId: unknown, question: string): Response | null {
  const visitor = knownVisitor(request);
  if (visitor === null || typeof sessionId !== 'string' || sessionVisitors.get(sessionId) !== visitor) {
    return proxyRefusal(403, 403, 'Session does not belong to this visitor');
  }
  if (Array.from(question).length > PROXY_QUESTION_MAX) return proxyRefusal(400, 400, `question is longer than ${PROXY_QUESTION_MAX} characters`);
  const today = chinaDay();
  const usage = visitors.get(visitor)!;
  if (usage.day !== today) Object.assign(usage, { day: today, asked: 0 });
  if (usage.asked >= settings.dailyBudget) return proxyRefusal(429, 429, 'daily question budget used up', { 'Retry-After': '3600' });
  return null;
}

/** A question the proxy forwards counts against its visitor's budget (refused ones do not). */
function chargeVisitor(request: Request): void {
  const visitor = knownVisitor(request);
  if (visitor !== null) visitors.get(visitor)!.asked += 1;
}

export const assistantHandlers = [
  http.post('*/api/v1/chats/:chatId/sessions', async ({ request, params }) => {
    const body = await readJson(request).catch(() => ({}) as Record<string, unknown>);
    if (!keyAccepted(request)) return HttpResponse.json({ code: 109, message: 'Authentication error: API key is invalid!', data: null }, { status: 401 });
    const chatId = String(params.chatId);
    if (!CHATS.has(chatId)) return HttpResponse.json({ code: 102, message: "You don't own the assistant.", data: null });
    const id = `${(++sessionSerial).toString(16).padStart(8, '0')}8f1d11f1a0c40242ac120006`;
    sessions.set(id, chatId);
    const headers: Record<string, string> = {};
    if (viaProxy(request)) {
      let visitor = knownVisitor(request);
      if (visitor === null) {
        visitor = `v${(++visitorSerial).toString(36)}${crypto.randomUUID().replace(/-/g, '')}`;
        visitors.set(visitor, { day: chinaDay(), asked: 0 });
      }
      sessionVisitors.set(id, visitor);
      headers[PROXY_VISITOR_HEADER] = visitor;
    }
    const name = typeof body.name === 'string' && body.name !== '' ? body.name : 'New session';
    return HttpResponse.json(
      {
        code: 0,
        data: { id, chat_id: chatId, name, messages: [{ role: 'assistant', content: '您好，我是小助手，请问有什么可以帮您？' }], create_time: Date.now() },
      },
      { headers },
    );
  }),

  http.post('*/api/v1/chats/:chatId/completions', async ({ request, params }) => {
    const body = await readJson(request).catch(() => ({}) as Record<string, unknown>);
    const question = typeof body.question === 'string' ? body.question : '';
    const tag = /#(v0\.2[3-6])/.exec(question)?.[1] as WireVersion | undefined;
    const version = tag && VERSIONS.includes(tag) ? tag : settings.version;
    const legacy = version === 'v0.23';
    if (!keyAccepted(request)) {
      return HttpResponse.json({ code: 109, message: 'Authentication error: API key is invalid!', data: null }, { status: legacy ? 200 : 401 });
    }
    if (!CHATS.has(String(params.chatId))) {
      return HttpResponse.json({ code: 102, message: "You don't own the chat", data: null });
    }
    const proxied = viaProxy(request);
    if (proxied) {
      const refused = proxyGate(request, body.session_id, question);
      if (refused) return refused;
    }
    if (body.session_id !== undefined && sessions.get(String(body.session_id)) !== String(params.chatId)) {
      return HttpResponse.json({ code: 102, message: 'Session does not exist', data: null });
    }
    // the proxy forwards its own configured model, never the client's
    if (!proxied && body.model !== undefined && (typeof body.model !== 'string' || body.model === '')) {
      return HttpResponse.json({ code: 102, message: '`model` must be a non-empty string.', data: null });
    }
    if (question.trim() === '') return HttpResponse.json({ code: 102, message: '`question` is required.', data: null });
    if (proxied) chargeVisitor(request);
    if (/代理|proxy/i.test(question)) {
      return new HttpResponse('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    }
    const script = scriptFor(question);
    const delay = /长|long/i.test(question) ? Math.max(settings.delayMs, 150) : settings.delayMs;
    return sse(events(script, version), delay, settings.firstDelayMs, request.signal);
  }),

  http.get('*/document/:docId', ({ params, request }) => {
    const url = new URL(request.url);
    const doc = DOCS.find((d) => d.doc_id === params.docId);
    const name = doc?.doc_name ?? `${String(params.docId)}.${url.searchParams.get('ext') ?? 'pdf'}`;
    const response = pdfResponse([name, '小助手参考文档（模拟）', `ext=${url.searchParams.get('ext') ?? ''}`], name.replace(/\.[^.]+$/, '.pdf'));
    if (viaProxy(request)) {
      // a cited document is somebody's upload: never rendered in a page of the proxy's origin
      response.headers.set('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name.replace(/\.[^.]+$/, '.pdf'))}`);
      response.headers.set('X-Content-Type-Options', 'nosniff');
      response.headers.set('Content-Security-Policy', 'sandbox');
    }
    return response;
  }),

  /** Controls: `{ version?: 'v0.23'|'v0.24'|'v0.25'|'v0.26', delayMs?: number, firstDelayMs?: number, dailyBudget?: number }`; `{}` restores the defaults. */
  http.post(
    api.mock('/ragflow'),
    handle(async ({ request }) => {
      const body = await readJson(request);
      if (Object.keys(body).length === 0) resetAssistantMock();
      if (typeof body.version === 'string' && VERSIONS.includes(body.version as WireVersion)) settings.version = body.version as WireVersion;
      if (typeof body.delayMs === 'number' && body.delayMs >= 0 && body.delayMs <= 5000) settings.delayMs = body.delayMs;
      if (typeof body.firstDelayMs === 'number' && body.firstDelayMs >= 0 && body.firstDelayMs <= 10000) settings.firstDelayMs = body.firstDelayMs;
      if (typeof body.dailyBudget === 'number' && Number.isInteger(body.dailyBudget) && body.dailyBudget >= 0) settings.dailyBudget = body.dailyBudget;
      return ok({ ...settings });
    }),
  ),
];
