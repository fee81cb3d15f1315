import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from './swal';
import { confirmDialog, showToast } from './toast';

afterEach(() => {
  Swal.close();
});

describe('toast helpers', () => {
  it('shows a toast with its title and no buttons', async () => {
    void showToast({ icon: 'success', title: 'Login successful!', position: 'bottom-end', durationMs: 1500 });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(document.querySelector('.swal2-toast')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('resolves a confirmation to true only when the user confirms', async () => {
    const user = userEvent.setup();
    const confirmed = confirmDialog({ title: 'Are you sure?', text: "You won't be able to revert this!", confirmText: 'Yes, Cancel it!' });
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel it!' }));
    await expect(confirmed).resolves.toBe(true);

    const declined = confirmDialog({ title: 'Are you sure?', text: "You won't be able to revert this!", confirmText: 'Yes, Cancel it!' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(declined).resolves.toBe(false);
  });

  it('shows names from user data as written, never as HTML (issue 20)', async () => {
    const name = 'M<meta http-equiv="refresh" content="0;url=/privacy?x"><img src=x onerror="alert(1)">';
    void showToast({ icon: 'success', title: `${name} is verified and listed.`, text: `${name} & co`, durationMs: 1500 });
    expect(await screen.findByText(`${name} is verified and listed.`)).toBeInTheDocument();
    expect(screen.getByText(`${name} & co`)).toBeInTheDocument();
    expect(document.querySelector('.swal2-container meta, .swal2-container img[src="x"]')).toBeNull();
    Swal.close();

    const user = userEvent.setup();
    const confirmed = confirmDialog({ title: `Deactivate ${name}?`, text: 'Their sessions end at once.', confirmText: `Deactivate <b>${name}</b>` });
    expect(await screen.findByText(`Deactivate ${name}?`)).toBeInTheDocument();
    expect(document.querySelector('.swal2-container meta, .swal2-container img[src="x"], .swal2-container b')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Deactivate <b>${name}</b>` }));
    await expect(confirmed).resolves.toBe(true);
  });

  it('does not inject a <style> element (strict CSP)', async () => {
    void showToast({ icon: 'error', title: 'Login failed!', durationMs: 1500 });
    await screen.findByText('Login failed!');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
