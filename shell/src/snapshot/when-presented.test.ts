// whenPresented with the browser's reports stood in for: the app waits for the picture's
// largest-contentful-paint entry, at most MAX_WAIT_MS, and loads once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAIT_MS, whenPresented } from './when-presented';

/** A PerformanceObserver whose entries the test reports (`report`), for the types given. */
function fakeObserver(supportedEntryTypes: string[]) {
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly me: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.me = { callback, disconnected: false };
      observers.push(this.me);
    }
    observe() {}
    disconnect() {
      this.me.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    report: () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenPresented', () => {
  it('should wait for the picture’s largest-contentful-paint entry, then load in a task of its own', () => {
    const browser = fakeObserver(['paint', 'largest-contentful-paint']);
    const then = vi.fn();
    whenPresented(then);
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    browser.report();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    expect(browser.observers[0]?.disconnected).toBe(true);
    // Neither the time limit nor another entry loads it again.
    browser.report();
    vi.advanceTimersByTime(MAX_WAIT_MS);
    expect(then).toHaveBeenCalledOnce();
  });

  it('should load after MAX_WAIT_MS when the browser reports no paint (a page not shown)', () => {
    fakeObserver(['largest-contentful-paint']);
    const then = vi.fn();
    whenPresented(then);
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the load is a task of its own (a 0 ms timeout runs at 1 ms)
    expect(then).toHaveBeenCalledOnce();
  });

  it('should load after the next frame where the browser has no largest-contentful-paint', () => {
    fakeObserver(['paint']);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const then = vi.fn();
    whenPresented(then);
    vi.advanceTimersByTime(MAX_WAIT_MS * 10);
    expect(then).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });
});
