/**
 * The fake mall as a real HTTP server on loopback, with CORS, so the
 * production bundle (built with VITE_API_MOCK=false) can be pointed at it:
 *   npm run mock:server            -> http://127.0.0.1:8787
 *   MOCK_PORT=9000 npm run mock:server
 * The same handlers serve the browser worker and msw/node.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { WebSocketServer } from 'ws';
import { subscribeScene } from './handlers/socket.ts';
import { handlers } from './handlers/index.ts';

// X-Assistant-Visitor: the assistant proxy's visitor id (docs/api.md §8)
const ALLOWED_HEADERS = 'Authorization, refreshToken, Content-Type, Accept, X-Assistant-Visitor';
const EXPOSED_HEADERS = 'Content-Disposition, Content-Type, X-Assistant-Visitor, Retry-After';

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  res.setHeader('Access-Control-Max-Age', '600');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function respond(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  cors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  const request = new Request(new URL(req.url ?? '/', origin), { method, headers, body: body?.length ? new Uint8Array(body) : undefined });

  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 404, msg: `接口不存在：${method} ${new URL(request.url).pathname}`, data: null }));
    return;
  }
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    out[name] = value;
  });
  // JSON and pictures gzip-compressed, as a real API gateway sends them (streams are written as they come)
  const type = response.headers.get('content-type') ?? '';
  if (response.body && /json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const packed = gzipSync(Buffer.from(await response.arrayBuffer()));
    res.writeHead(response.status, { ...out, 'content-encoding': 'gzip', 'content-length': String(packed.length), vary: 'Origin, Accept-Encoding' });
    res.end(packed);
    return;
  }
  res.writeHead(response.status, out);
  if (!response.body) {
    res.end();
    return;
  }
  // Stream (server-sent events are written as they come).
  const reader = response.body.getReader();
  req.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

export function startMockServer(port = Number(process.env.MOCK_PORT ?? 8787), host = '127.0.0.1'): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const server = createServer((req, res) => {
    respond(req, res, origin).catch((error: unknown) => {
      console.error('[fake mall] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, msg: '服务器内部错误（模拟）', data: null }));
    });
  });
  // The WeChat-login websocket: ws://host:port/ws/wechat?sceneId=…
  const sockets = new WebSocketServer({ server, path: '/ws/wechat' });
  sockets.on('connection', (socket, request) => {
    const sceneId = new URL(request.url ?? '/', origin).searchParams.get('sceneId') ?? '';
    const stop = subscribeScene(
      sceneId,
      (text) => socket.send(text),
      () => setTimeout(() => socket.close(1000, 'done'), 0),
    );
    socket.on('close', stop);
  });
  server.on('close', () => sockets.close());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.info(`[模拟商城] HTTP 服务已启动：${origin}`);
      resolve(server);
    });
  });
}

// import.meta.main: true when run as a script (a path with spaces or CJK characters included), false when imported
if (import.meta.main) {
  await startMockServer();
}
