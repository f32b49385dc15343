import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint.ts';

/** A stand-in for the browser's PerformanceObserver that reports paints when the test says so. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed = false;
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  paint(name: string) {
    if (this.observed) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.instances = [];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not the first paint, and runs once', () => {
    const then = vi.fn();
    afterFirstPaint(then);
    const [observer] = FakePaintObserver.instances;
    observer!.paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    observer!.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported in time (a tab that was never shown)', () => {
    const then = vi.fn();
    afterFirstPaint(then, 5_000);
    vi.advanceTimersByTime(4_000);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_100);
    expect(then).toHaveBeenCalledTimes(1);
    FakePaintObserver.instances[0]!.paint('first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits one frame in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    frames[0]!(0);
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
