import { checkInMessages, type CardSide, type CheckIn } from '@clinvia/contracts/check-ins';
import { fileRules } from '@clinvia/contracts/files';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { checkInAppointmentId, patientCheckIn } from '../../test/fixtures';
import { CardPhoto } from './CardPhoto';
import { renderWithQueries } from '../../test/queries';

// CHECKIN-4: a photo of one side of the insurance card is checked in the browser, saved at once,
// shown from the server with the session's token, and can be replaced or removed.

const cardPath = (side: CardSide) => `/api/appointments/${checkInAppointmentId}/check-in/cards/${side}`;
const front = { id: '6a7b8c9d-0000-4000-8000-0000000000f1', name: 'card-front.jpg', contentType: 'image/jpeg' as const, size: 48_211, createdAt: '2030-03-09T16:00:00.000Z' };
const withFront = patientCheckIn({ availability: 'in_progress', current_step: 'insurance', cards: { front, back: null } });

function renderPhoto(replies: Record<string, Reply>, checkIn: CheckIn = patientCheckIn(), side: CardSide = 'front') {
  const api = fakeApi(replies);
  const onSaved = vi.fn<(next: CheckIn) => void>();
  renderWithQueries(<CardPhoto checkIn={checkIn} side={side} onSaved={onSaved} />);
  return { api, onSaved, group: within(screen.getByRole('group', { name: side === 'front' ? 'Front of the card' : 'Back of the card' })) };
}

/** A chosen file of `size` bytes (the size set rather than filled, so a 10 MB file costs nothing). */
function photo(name: string, type: string, size = 2_000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('a photo of the insurance card (CHECKIN-4)', () => {
  it('uploads the chosen photo of its side at once and hands on the saved check-in', async () => {
    const saved = { ...withFront };
    const { api, onSaved, group } = renderPhoto({ [`PUT ${cardPath('front')}`]: { body: { message: checkInMessages.cardSaved, check_in: saved } } });
    expect(group.queryByRole('img')).toBeNull();
    expect(group.queryByRole('button', { name: /Remove/ })).toBeNull();
    const chosen = photo('card-front.jpg', 'image/jpeg');
    await userEvent.upload(group.getByLabelText('Add a photo of the front of the card'), chosen);
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(saved);
    });
    const [upload] = api.calls('PUT', cardPath('front'));
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBe(chosen);
  });

  it.each([
    ['an empty file', photo('card.jpg', 'image/jpeg', 0), fileRules.messages.empty],
    ['a file over 10 MB', photo('card.jpg', 'image/jpeg', fileRules.maxBytes + 1), fileRules.messages.tooLarge],
    ['a file of another type', photo('card.gif', 'image/gif'), fileRules.messages.wrongType],
  ])('refuses %s in the browser, says why beside the button and sends nothing', async (_label, chosen, message) => {
    const { api, onSaved, group } = renderPhoto({});
    const input = group.getByLabelText('Add a photo of the front of the card');
    await userEvent.upload(input, chosen, { applyAccept: false });
    expect(await group.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(api.sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('takes a photo of exactly 10 MB', async () => {
    const { api, group } = renderPhoto({ [`PUT ${cardPath('back')}`]: { body: { message: checkInMessages.cardSaved, check_in: patientCheckIn() } } }, patientCheckIn(), 'back');
    await userEvent.upload(group.getByLabelText('Add a photo of the back of the card'), photo('card-back.png', 'image/png', fileRules.maxBytes));
    await vi.waitFor(() => {
      expect(api.calls('PUT', cardPath('back'))).toHaveLength(1);
    });
    expect(group.queryByRole('alert')).toBeNull();
  });

  it('says why the server refused the photo, and takes another choice afterwards', async () => {
    const photosOnly = 'Add a photo of the card (JPEG or PNG).';
    let refuse = true;
    const { onSaved, group } = renderPhoto({
      [`PUT ${cardPath('front')}`]: () => (refuse ? apiError(400, 'validation_error', photosOnly, { file: photosOnly }) : { body: { message: checkInMessages.cardSaved, check_in: withFront } }),
    });
    const input = group.getByLabelText('Add a photo of the front of the card');
    await userEvent.upload(input, photo('card.jpg', 'image/jpeg'));
    expect(await group.findByRole('alert')).toHaveTextContent(photosOnly);
    expect(onSaved).not.toHaveBeenCalled();
    refuse = false;
    await userEvent.upload(input, photo('card.jpg', 'image/jpeg'));
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(withFront);
    });
    expect(group.queryByRole('alert')).toBeNull();
  });

  it('shows the stored photo fetched with the session’s token, and removes it', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:card-front');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const removed = patientCheckIn({ availability: 'in_progress', current_step: 'insurance' });
    const { api, onSaved, group } = renderPhoto(
      {
        [`GET ${cardPath('front')}`]: { body: 'jpeg bytes' },
        [`DELETE ${cardPath('front')}`]: { body: { message: checkInMessages.cardRemoved, check_in: removed } },
      },
      withFront,
    );
    expect(group.getByRole('status', { name: 'Loading Front of the card' })).toBeInTheDocument();
    expect(await group.findByRole('img', { name: 'Front of the card' })).toHaveAttribute('src', 'blob:card-front');
    const [read] = api.calls('GET', cardPath('front'));
    expect(read?.query.get('inline')).toBe('true');
    expect(read?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(group.getByLabelText('Replace the photo of the front of the card')).toBeInTheDocument();
    await userEvent.click(group.getByRole('button', { name: 'Remove the photo of the front of the card' }));
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(removed);
    });
    expect(api.calls('DELETE', cardPath('front'))).toHaveLength(1);
  });

  it('says when the stored photo cannot be shown, and why a removal was refused', async () => {
    const { group } = renderPhoto(
      {
        [`GET ${cardPath('front')}`]: { status: 500 },
        [`DELETE ${cardPath('front')}`]: apiError(404, 'not_found', checkInMessages.cardNotFound),
      },
      withFront,
    );
    expect(await group.findByText('The photo could not be shown.')).toBeInTheDocument();
    expect(group.queryByRole('img')).toBeNull();
    await userEvent.click(group.getByRole('button', { name: 'Remove the photo of the front of the card' }));
    expect(await group.findByRole('alert')).toHaveTextContent(checkInMessages.cardNotFound);
  });
});
