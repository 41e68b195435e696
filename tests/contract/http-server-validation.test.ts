import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { startMockServer } from '../../mocks/http-server.ts';
import { issueTokens } from '../../mocks/lib.ts';

let server: Awaited<ReturnType<typeof startMockServer>>;
let origin = '';

beforeAll(async () => {
  server = await startMockServer(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the loopback fake mall (mocks/http-server.ts) validates requests too', () => {
  it('refuses an out-of-range quantity with the 400 envelope, and serves a valid request', async () => {
    const headers = { Authorization: `Bearer ${issueTokens(DEMO.owner._id).accessToken}`, 'Content-Type': 'application/json' };
    // bypass(): past the in-process msw of the tests, to the loopback server
    const bad = await fetch(bypass(`${origin}/mall/v1/carts`, { method: 'POST', headers, body: JSON.stringify({ matlId: '66a300000000000000000001', quantity: 0 }) }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 400, msg: '数量不能小于 1', data: null });
    const good = await fetch(bypass(`${origin}/mall/v1/materials?pageSize=1`));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ code: 0, data: { pageSize: 1 } });
  });
});
