import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen, useAfterPaint } from './useAfterFirstScreen';

// PERF-7: what is below the first screen waits until the browser is idle (at most 2 s), or a
// short timer where there is no idle callback; what a screen gates starts after its first paint.

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('waiting for the first screen (PERF-7)', () => {
  it('is false until the browser is idle, asking for at most 2 s, and cancels the wait when gone', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) => idle.push({ run, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { result, unmount } = renderHook(() => useAfterFirstScreen());
    expect(result.current).toBe(false);
    expect(idle.map((wait) => wait.timeout)).toEqual([2000]);
    act(() => {
      idle[0]?.run();
    });
    expect(result.current).toBe(true);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('stands a 200 ms timer in for a browser without idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterFirstScreen());
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});

describe('waiting for the first paint (PERF-7)', () => {
  it('is false until the task after the next animation frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const { result } = renderHook(() => useAfterPaint());
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current).toBe(false);
    act(() => {
      frames[0]?.(0);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(true);
  });

  it('waits for a task alone in a hidden tab, where no frame comes', () => {
    vi.useFakeTimers();
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() => useAfterPaint());
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
