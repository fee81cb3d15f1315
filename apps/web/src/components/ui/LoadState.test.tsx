import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { LoadState } from './LoadState';

const content = <p>Three appointments</p>;

describe('LoadState', () => {
  it('says it is loading, and shows nothing else', () => {
    render(
      <LoadState pending error={null} empty={false} emptyText="Nothing here." onRetry={vi.fn()}>
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Three appointments')).toBeNull();
  });

  it("on a failure gives the server's reason and a retry that asks again", async () => {
    const onRetry = vi.fn();
    render(
      <LoadState pending={false} error={new ApiError({ status: 503, code: 'UNAVAILABLE', message: 'The database is busy.' })} empty={false} emptyText="Nothing here." onRetry={onRetry}>
        {content}
      </LoadState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(alert).toHaveTextContent('The database is busy.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Three appointments')).toBeNull();
  });

  it('gives a generic reason for a failure that is not an answer of the API', () => {
    render(
      <LoadState pending={false} error={new Error('boom')} empty={false} emptyText="Nothing here." onRetry={vi.fn()}>
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('says when there is nothing, then shows the content once there is', () => {
    const { rerender } = render(
      <LoadState pending={false} error={null} empty emptyText="No appointments yet." onRetry={vi.fn()}>
        {content}
      </LoadState>,
    );
    expect(screen.getByText('No appointments yet.')).toBeInTheDocument();
    expect(screen.queryByText('Three appointments')).toBeNull();
    rerender(
      <LoadState pending={false} error={null} empty={false} emptyText="No appointments yet." onRetry={vi.fn()}>
        {content}
      </LoadState>,
    );
    expect(screen.getByText('Three appointments')).toBeInTheDocument();
    expect(screen.queryByText('No appointments yet.')).toBeNull();
  });
});
