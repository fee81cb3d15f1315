import { getConsentSignaturePdf } from '@clinvia/contracts/operations/consents';
import { downloadSharedRecordPdf } from '@clinvia/contracts/operations/record-shares';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { download, saveBlob } from './download';

// A file the API answers, saved as a download: fetched with the token (a link cannot send it),
// named as the server names it, and a refusal said in the server's words only when they are
// readable and not a server failure's.

const signatureId = '22222222-2222-4222-8222-222222222222';
const sent: { url: string; init: RequestInit | undefined }[] = [];
const saved: { name: string; href: string; inDocument: boolean }[] = [];

function answer(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(response());
    }),
  );
}

beforeEach(() => {
  sent.length = 0;
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // jsdom does not download: the link clicked is what the browser would save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, inDocument: document.body.contains(this) });
  });
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('download', () => {
  it('fetches with the token and saves the file under the name the server gives', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    answer(() => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="consent-2030-03-10.pdf"' } }));
    await download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`/api/consent-signatures/${signatureId}/pdf`);
    expect(sent[0]?.init).toMatchObject({ method: 'GET', headers: { Authorization: 'Bearer abc.def.ghi' }, body: undefined });
    expect(saved).toEqual([{ name: 'consent-2030-03-10.pdf', href: 'blob:file-1', inDocument: true }]);
    // The link was only a means: it is gone from the page.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it.each([
    ['informe-médico.pdf', 'attachment; filename="informe-m_dico.pdf"; filename*=UTF-8\'\'informe-m%C3%A9dico.pdf'],
    ['Ñúñez record (2030).pdf', 'attachment; filename="__ez record (2030).pdf"; filename*=utf-8\'\'%C3%91%C3%BA%C3%B1ez%20record%20(2030).pdf'],
    // Not valid UTF-8 once decoded: the ASCII stand-in.
    ['informe-m_dico.pdf', 'attachment; filename="informe-m_dico.pdf"; filename*=UTF-8\'\'informe-m%E9dico.pdf'],
  ])('saves %s, the real name the API gives beside its ASCII stand-in', async (name, disposition) => {
    answer(() => new Response('%PDF', { headers: { 'Content-Disposition': disposition } }));
    await download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf');
    expect(saved.map((file) => file.name)).toEqual([name]);
  });

  it.each([
    ['no Content-Disposition', {}],
    ['one without a file name', { 'Content-Disposition': 'attachment' }],
  ])('falls back to the caller’s name with %s', async (_label, headers: Record<string, string>) => {
    answer(() => new Response('%PDF', { headers }));
    await download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf');
    expect(saved.map((file) => file.name)).toEqual(['signed-consent.pdf']);
  });

  it('sends a body as JSON with the operation’s method, and no token when there is none', async () => {
    answer(() => new Response('%PDF', { headers: { 'Content-Disposition': 'attachment; filename="record.pdf"' } }));
    await download(downloadSharedRecordPdf, { body: { key: 'k'.repeat(43), passcode: '4321' } }, 'record.pdf');
    const init = sent[0]?.init;
    expect(sent[0]?.url).toBe('/api/shared-record/pdf');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({ key: 'k'.repeat(43), passcode: '4321' });
  });

  it('rejects with the server’s code, words and fields on a refusal, and saves nothing', async () => {
    answer(() => Response.json({ error: { code: 'share_expired', message: 'This link has expired.', fields: { key: 'Expired' } } }, { status: 410 }));
    const refused = download(downloadSharedRecordPdf, { body: { key: 'k'.repeat(43) } }, 'record.pdf');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 410, code: 'share_expired', message: 'This link has expired.', fields: { key: 'Expired' }, fromServer: true });
    expect(saved).toEqual([]);
  });

  it.each([
    ['a server failure, whatever it says', () => Response.json({ error: { code: 'internal_error', message: 'TypeError at db.ts:12' } }, { status: 500 }), 500],
    ['a refusal that is not JSON', () => new Response('<html>Forbidden</html>', { status: 403 }), 403],
    ['a refusal of another shape', () => Response.json({ message: 'nope' }, { status: 404 }), 404],
    ['a refusal without a code', () => Response.json({ error: { message: 'nope' } }, { status: 400 }), 400],
  ])('says the file could not be made for %s', async (_label, response, status) => {
    answer(response);
    const failed = download(getConsentSignaturePdf, { params: { signatureId } }, 'signed-consent.pdf');
    await expect(failed).rejects.toMatchObject({ status, code: `http_${String(status)}`, message: 'The file could not be made. Please try again.', fromServer: false });
    expect(saved).toEqual([]);
  });
});

describe('saveBlob', () => {
  it('hands the blob over under its name and frees its address only after 10 seconds', () => {
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    saveBlob(new Blob(['a,b']), 'appointments.csv');
    expect(saved).toEqual([{ name: 'appointments.csv', href: 'blob:file-1', inDocument: true }]);
    vi.advanceTimersByTime(9_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:file-1');
  });
});
