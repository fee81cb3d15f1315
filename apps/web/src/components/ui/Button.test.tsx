import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass, ButtonLink } from './Button';

describe('Button', () => {
  it('is a plain button unless told to submit, so a click inside a form never sends it by accident', async () => {
    const onSubmit = vi.fn((event: Event) => {
      event.preventDefault();
    });
    const onClick = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          onSubmit(event.nativeEvent);
        }}
      >
        <Button onClick={onClick}>Add a day</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a day' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading says so, is busy and cannot be pressed again', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading={false} loadingText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <Button loading loadingText="Saving..." onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its text while loading when no loading text is given', () => {
    render(<Button loading>Retry</Button>);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('looks like its variant and size, with the layout classes the caller adds', () => {
    render(
      <>
        <Button>Book</Button>
        <Button variant="secondary" size="lg" className="mt-4">
          Back
        </Button>
        <Button variant="danger">Deactivate</Button>
        <Button variant="emergency" size="xl">
          Call an ambulance
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Book' })).toHaveClass('bg-teal-700', 'text-white', 'px-4', 'py-2', 'text-sm');
    expect(screen.getByRole('button', { name: 'Back' })).toHaveClass('border-slate-300', 'bg-white', 'px-5', 'py-2.5', 'mt-4');
    expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveClass('border-red-300', 'text-red-700');
    expect(screen.getByRole('button', { name: 'Call an ambulance' })).toHaveClass('bg-red-700', 'px-6', 'py-3');
  });

  it('as a link has no padding or box', () => {
    expect(buttonClass({ variant: 'link' })).not.toMatch(/\bpx-|\brounded-md\b/);
    expect(buttonClass({ variant: 'link' })).toContain('text-teal-700');
  });
});

describe('ButtonLink', () => {
  it('navigates like a link and looks like a button', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ButtonLink to="/find-doctor">Find a doctor</ButtonLink> },
        { path: '/find-doctor', element: <h1>Find Doctor</h1> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Find a doctor' });
    expect(link).toHaveClass('bg-teal-700');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Find Doctor' })).toBeInTheDocument();
  });
});
