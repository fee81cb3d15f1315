import { getThreadAttachment } from '@clinvia/contracts/operations/threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { fetchFile } from './file-fetch';

// MSG-7: a message's attachment fetched with the session's token (an <img src> cannot send it),
// named as the server names it, a failure said in the person's words, and the caller's abort kept.

const params = { threadId: 't-1', fileId: 'f-2' };
const sent: { url: string; init: RequestInit | undefined }[] = [];

function answer(response: Response | ((init: RequestInit | undefined) => Promise<Response>)) {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return typeof response === 'function' ? response(init) : Promise.resolve(response);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fetching an attachment (MSG-7)', () => {
  it('sends the token to the operation’s path and keeps the file’s name', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    answer(new Response('%PDF-1.7', { headers: { 'Content-Disposition': 'attachment; filename="lab-results.pdf"', 'Content-Type': 'application/pdf' } }));
    const file = await fetchFile(getThreadAttachment, { params });
    expect(sent[0]?.url).toBe('/api/threads/t-1/attachments/f-2');
    expect(sent[0]?.init?.headers).toEqual({ Authorization: 'Bearer abc.def.ghi' });
    expect(file.name).toBe('lab-results.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('says the file could not be loaded, whatever the server answered', async () => {
    answer(new Response('{"error":{"code":"not_found","message":"Not found"}}', { status: 404 }));
    const failure = await fetchFile(getThreadAttachment, { params }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'The file could not be loaded. Please try again.' });
    expect(sent[0]?.init?.headers).toEqual({});
  });

  it('stops the download when the caller aborts', async () => {
    answer(
      (init) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const caller = new AbortController();
    const download = fetchFile(getThreadAttachment, { params }, caller.signal);
    caller.abort();
    await expect(download).rejects.toThrow('Aborted');
  });
});
