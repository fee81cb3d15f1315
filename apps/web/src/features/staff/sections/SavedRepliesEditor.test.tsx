import type { SavedReply } from '@clinvia/contracts/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { SavedRepliesEditor } from './SavedRepliesEditor';
import { renderWithQueries } from '../../../test/queries';

// MSG-UI-4: staff write, change and delete the saved replies they insert into answers.

const dialogs = vi.hoisted(() => ({ toast: vi.fn(), confirm: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: dialogs.confirm }));

const parking: SavedReply = {
  id: '00000000-0000-4000-8000-000000000031',
  title: 'Parking',
  body: 'Parking is free behind the clinic.',
  updated_at: '2030-03-01T09:00:00.000Z',
  updated_by: 'Sam Reed',
};
const saved = (reply: SavedReply) => ({ body: { message: 'Saved reply stored.', reply } });

function renderEditor() {
  renderWithQueries(<SavedRepliesEditor back="/staff/inbox" />);
}

const list = async () => within(await screen.findByRole('list', { name: 'Saved replies' }, { timeout: 15_000 }));

describe('the saved replies (MSG-UI-4)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
    dialogs.confirm.mockReset();
  });

  it('lists each reply with its text and who changed it last, and leads back to the messages', async () => {
    fakeApi({ 'GET /api/staff/saved-replies': { body: { replies: [parking] } } });
    renderEditor();
    const replies = await list();
    expect(replies.getByRole('heading', { name: 'Parking' })).toBeInTheDocument();
    expect(replies.getByText('Parking is free behind the clinic.')).toBeInTheDocument();
    expect(replies.getByText(/Last changed .* by Sam Reed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Patient messages' })).toHaveAttribute('href', '/staff/inbox');
  });

  it('says when there are none yet', async () => {
    fakeApi({ 'GET /api/staff/saved-replies': { body: { replies: [] } } });
    renderEditor();
    expect(await screen.findByText('No saved replies yet.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('sends nothing without a title and text, and names both fields', async () => {
    const api = fakeApi({ 'GET /api/staff/saved-replies': { body: { replies: [] } } });
    renderEditor();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New saved reply' }, { timeout: 15_000 }));
    await user.click(form.getByRole('button', { name: 'Save reply' }));
    expect(await form.findByText('Give the reply a short title')).toBeInTheDocument();
    expect(form.getByText('Write the reply’s text')).toBeInTheDocument();
    expect(api.calls('POST', '/api/staff/saved-replies')).toHaveLength(0);
  });

  it('stores a new reply as typed, empties the form and says so', async () => {
    const api = fakeApi({ 'GET /api/staff/saved-replies': { body: { replies: [] } }, 'POST /api/staff/saved-replies': saved(parking) });
    renderEditor();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New saved reply' }, { timeout: 15_000 }));
    await user.type(form.getByRole('textbox', { name: /Title/ }), 'Parking');
    expect(form.getByText('7 / 80 characters')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Text/ }), 'Parking is free behind the clinic.');
    await user.click(form.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => {
      expect(api.calls('POST', '/api/staff/saved-replies').map((request) => request.body)).toEqual([{ title: 'Parking', body: 'Parking is free behind the clinic.' }]);
    });
    await waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Saved reply stored.' }));
    });
    expect(form.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('changes a reply in place: Edit fills the form, Cancel leaves it, Save changes sends a PUT', async () => {
    const api = fakeApi({
      'GET /api/staff/saved-replies': { body: { replies: [parking] } },
      [`PUT /api/staff/saved-replies/${parking.id}`]: saved({ ...parking, body: 'Parking is free after 18:00.' }),
    });
    renderEditor();
    const user = userEvent.setup();
    await user.click((await list()).getByRole('button', { name: /^Edit\s*Parking/ }));
    const form = within(screen.getByRole('form', { name: 'Change Parking' }));
    expect(form.getByRole('textbox', { name: /Text/ })).toHaveValue('Parking is free behind the clinic.');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'New saved reply' })).toBeInTheDocument();

    await user.click((await list()).getByRole('button', { name: /^Edit\s*Parking/ }));
    const again = within(screen.getByRole('form', { name: 'Change Parking' }));
    await user.clear(again.getByRole('textbox', { name: /Text/ }));
    await user.type(again.getByRole('textbox', { name: /Text/ }), 'Parking is free after 18:00.');
    await user.click(again.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(api.calls('PUT', `/api/staff/saved-replies/${parking.id}`).map((request) => request.body)).toEqual([{ title: 'Parking', body: 'Parking is free after 18:00.' }]);
    });
    expect(await screen.findByRole('form', { name: 'New saved reply' })).toBeInTheDocument();
  });

  it('deletes a reply only once staff confirm, and shows why a delete failed', async () => {
    const path = `/api/staff/saved-replies/${parking.id}`;
    const api = fakeApi({
      'GET /api/staff/saved-replies': { body: { replies: [parking] } },
      [`DELETE ${path}`]: apiError(404, 'not_found', 'No saved reply with this id.'),
    });
    renderEditor();
    const user = userEvent.setup();
    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click((await list()).getByRole('button', { name: /^Delete\s*Parking/ }));
    expect(dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete “Parking”?' }));
    expect(api.calls('DELETE', path)).toHaveLength(0);

    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click((await list()).getByRole('button', { name: /^Delete\s*Parking/ }));
    expect(await (await list()).findByRole('alert')).toHaveTextContent('No saved reply with this id.');
    expect(api.calls('DELETE', path)).toHaveLength(1);
  });
});
