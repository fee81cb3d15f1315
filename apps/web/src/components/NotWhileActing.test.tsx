import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentActing, setActing } from '../lib/acting';
import { NotWhileActing } from './NotWhileActing';

const why = (name: string) => `Settings belong to your own account, not to ${name}’s.`;

afterEach(() => {
  setActing(null);
});

describe('NotWhileActing (PROXY-5)', () => {
  it('shows the screen to the person themselves', () => {
    render(<NotWhileActing why={why}>Your sessions</NotWhileActing>);
    expect(screen.getByText('Your sessions')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why instead of showing the proxy’s own account while acting, and leads back to it', async () => {
    setActing({ patientId: '6a7b8c9d-0000-4000-8000-000000000001', patientName: 'Maria Lopez' });
    render(<NotWhileActing why={why}>Your sessions</NotWhileActing>);
    expect(screen.getByRole('status')).toHaveTextContent('Settings belong to your own account, not to Maria Lopez’s.');
    expect(screen.queryByText('Your sessions')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my own account' }));
    expect(currentActing()).toBeNull();
    expect(await screen.findByText('Your sessions')).toBeInTheDocument();
  });

  it('offers the screen’s own way on in place of the way back', () => {
    setActing({ patientId: '6a7b8c9d-0000-4000-8000-000000000001', patientName: 'Maria Lopez' });
    render(
      <NotWhileActing why={why} actions={<button type="button">Continue</button>}>
        Sign here
      </NotWhileActing>,
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to my own account' })).toBeNull();
    expect(screen.queryByText('Sign here')).toBeNull();
  });
});
