import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteActivity } from './activity';
import { IdleWarning, warningLeadSeconds } from './IdleWarning';

describe('IdleWarning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    noteActivity();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns a minute before a 15-minute idle timeout, counts down, then times out', async () => {
    const onStay = vi.fn();
    const onTimeout = vi.fn();
    render(<IdleWarning idleTimeoutSeconds={900} onStay={onStay} onTimeout={onTimeout} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(839_000);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toHaveTextContent('You will be signed out in 60 s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You will be signed out in 50 s');
    expect(onTimeout).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50_000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("'Stay signed in' asks to keep the session; the activity that follows closes the warning", async () => {
    const onStay = vi.fn(() => {
      noteActivity();
    });
    render(<IdleWarning idleTimeoutSeconds={900} onStay={onStay} onTimeout={vi.fn()} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(845_000);
    });
    // fireEvent: user-event's own delays do not run under fake timers.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    });
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('gives a short timeout half its time as warning', () => {
    expect(warningLeadSeconds(900)).toBe(60);
    expect(warningLeadSeconds(40)).toBe(20);
  });
});
