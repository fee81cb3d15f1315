import { fileRules } from '@clinvia/contracts/files';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilePicker } from './FilePicker';

// MSG-UI-3, MSG-7: the attachment picker on its own: each chosen file with its size and a Remove
// button named for it; Remove gives the focus back to the picker, frees a full picker and clears
// the refusals shown, which the picker points at while they are there.

function Picker() {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  return <FilePicker files={files} onChange={setFiles} problems={problems} onProblems={setProblems} />;
}

const photo = (name: string, bytes = 4) => new File(['x'.repeat(bytes)], name, { type: 'image/jpeg' });

describe('the attachment picker (MSG-7)', () => {
  it('lists each file with its size in words, and Remove takes that one away and gives the focus back to the picker', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const picker = screen.getByLabelText(/^Attach files/);
    await user.upload(picker, [photo('rash.jpg', 1536), photo('label.jpg', 900)]);
    const chosen = within(screen.getByRole('list', { name: 'Chosen files' }));
    expect(chosen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['rash.jpg1.5 KBRemove rash.jpg', 'label.jpg900 bytesRemove label.jpg']);
    await user.click(chosen.getByRole('button', { name: /^Remove ?rash\.jpg$/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['label.jpg900 bytesRemove label.jpg']);
    expect(picker).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Remove ?label\.jpg$/ }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('points the picker at the refusals while they are shown, and a Remove that frees a full picker clears them', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const picker = screen.getByLabelText(/^Attach files/);
    await user.upload(
      picker,
      Array.from({ length: fileRules.maxFilesPerMessage + 1 }, (_, index) => photo(`photo-${String(index + 1)}.jpg`)),
    );
    const refusal = screen.getByRole('alert');
    expect(refusal).toHaveTextContent(`photo-6.jpg: ${fileRules.messages.tooMany}`);
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(`5 files chosen, the most one message takes: remove one to choose another. photo-6.jpg: ${fileRules.messages.tooMany}`);
    expect(picker).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /^Remove ?photo-3\.jpg$/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(picker).toBeEnabled();
    expect(picker).not.toHaveAttribute('aria-invalid');
    expect(picker).toHaveAccessibleDescription('Photos (JPEG or PNG) or PDF documents, up to 10 MB each, at most 5.');
    expect(picker).toHaveFocus();
    // The same file may be chosen again after its removal.
    await user.upload(picker, photo('photo-3.jpg'));
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(5);
  });
});
