import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db/index.ts';
import { DEMO } from '../../mocks/db/demo-accounts.ts';
import { checkToken, issueTokens } from '../../mocks/lib.ts';
import { server } from '../../mocks/node.ts';
import { http, isApiError, paths } from '@/shared/api';
import { feedback } from '@/shared/lib/feedback';
import { writeTokenInfo } from '@/shared/storage';
import { useNodeMultipart } from '../utils/node-multipart';

const url = (path: string) => `http://localhost:3000/mall/v1${path}`;

let toasts: string[];
beforeEach(async () => {
  await useNodeMultipart();
  toasts = [];
  vi.spyOn(feedback, 'error').mockImplementation((text: string) => void toasts.push(text));
});
afterEach(() => vi.unstubAllGlobals());

interface Seen {
  type: string | null;
  token: string | null;
  note: FormDataEntryValue | null;
  photo: { name: string; type: string; text: string } | null;
}

/** A multipart echo that, like every member call, insists on a valid access token. */
function formEcho(seen: Seen[]) {
  server.use(
    mock.post(url('/form-echo'), async ({ request }) => {
      const type = request.headers.get('content-type');
      const token = request.headers.get('Authorization')?.slice(7) ?? null;
      const form = await request.formData();
      const file = form.get('photo');
      seen.push({
        type,
        token,
        note: form.get('note'),
        photo: typeof file === 'string' || file === null ? null : { name: file.name, type: file.type, text: await file.text() },
      });
      if (!checkToken(token, 'mk').ok) return HttpResponse.json({ code: 401, msg: '登录已过期' }, { status: 401 });
      return HttpResponse.json({ code: 0, data: { ok: true } });
    }),
  );
}

function sample(): FormData {
  const form = new FormData();
  form.append('note', '运输破损');
  form.append('photo', new File(['jpeg bytes'], 'a.jpg', { type: 'image/jpeg' }));
  return form;
}

describe('multipart bodies (http `form` option)', () => {
  it('sends the form as multipart/form-data with its boundary, fields and files intact', async () => {
    writeTokenInfo(issueTokens(DEMO.owner._id));
    const seen: Seen[] = [];
    formEcho(seen);
    await expect(http.post(paths.v1('/form-echo'), { form: sample() })).resolves.toMatchObject({ code: 0, data: { ok: true } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.note).toBe('运输破损');
    expect(seen[0]!.photo).toEqual({ name: 'a.jpg', type: 'image/jpeg', text: 'jpeg bytes' });
  });

  it('an expired token: one refresh, and the replay carries the same form', async () => {
    writeTokenInfo(issueTokens(DEMO.owner._id, { accessTtlMs: -1000 }));
    const seen: Seen[] = [];
    formEcho(seen);
    const before = db.runtime.stats.refresh;
    await expect(http.post(paths.v1('/form-echo'), { form: sample() })).resolves.toMatchObject({ code: 0 });
    expect(db.runtime.stats.refresh).toBe(before + 1);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.token).not.toBe(seen[0]!.token);
    expect(seen[1]!.note).toBe('运输破损');
    expect(seen[1]!.photo?.text).toBe('jpeg bytes');
    expect(seen[1]!.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('a refusal of a multipart call is an ApiError with the mall’s message, toasted like any call', async () => {
    writeTokenInfo(issueTokens(DEMO.owner._id));
    server.use(mock.post(url('/form-echo'), () => HttpResponse.json({ code: 10122, msg: '图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张' })));
    const error = await http.post(paths.v1('/form-echo'), { form: sample() }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe(10122);
    expect(toasts).toEqual(['图片须为 JPG、PNG 或 WebP，每张不超过 5 MB，最多 6 张']);
  });
});
