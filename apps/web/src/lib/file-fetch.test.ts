import { getThreadAttachment } from '@clinvia/contracts/operations/threads';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { fetchFile, useFileObjectUrl } from './file-fetch';

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
  vi.restoreAllMocks();
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

describe('a photo shown from a blob: address (MSG-7, FILE-4)', () => {
  it('fetches the photo inline with the token, gives its blob: address, and revokes it when the view goes', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    answer(new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } }));
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useFileObjectUrl(getThreadAttachment, { params, query: { inline: true } }));
    expect(result.current).toEqual({ source: null, failed: false });
    await waitFor(() => {
      expect(result.current.source).toBe('blob:photo-1');
    });
    expect(sent[0]?.url).toBe('/api/threads/t-1/attachments/f-2?inline=true');
    expect(sent[0]?.init?.headers).toEqual({ Authorization: 'Bearer abc.def.ghi' });
    expect(create).toHaveBeenCalledTimes(1);
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:photo-1');
  });

  it('fetches again when the stored file changes behind the same address', async () => {
    answer(new Response('jpeg bytes'));
    vi.spyOn(URL, 'createObjectURL').mockReturnValueOnce('blob:first').mockReturnValueOnce('blob:second');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { result, rerender } = renderHook(({ version }) => useFileObjectUrl(getThreadAttachment, { params }, version), { initialProps: { version: 'file-1' } });
    await waitFor(() => {
      expect(result.current.source).toBe('blob:first');
    });
    answer(new Response('new jpeg bytes'));
    rerender({ version: 'file-2' });
    await waitFor(() => {
      expect(result.current.source).toBe('blob:second');
    });
    expect(revoke).toHaveBeenCalledWith('blob:first');
  });

  it('says it failed when the photo cannot be fetched', async () => {
    answer(new Response(null, { status: 404 }));
    const { result } = renderHook(() => useFileObjectUrl(getThreadAttachment, { params }));
    await waitFor(() => {
      expect(result.current.failed).toBe(true);
    });
    expect(result.current.source).toBeNull();
  });
});
