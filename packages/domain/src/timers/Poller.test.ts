import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './Poller.ts';
import { manualVisibility, realTimers, type Visibility } from './timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task whose polls are recorded and settled by the test. */
function controlledTask() {
  const settle: { resolve: () => void; reject: () => void }[] = [];
  const task = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.push({ resolve, reject: () => reject(new Error('poll failed')) });
      }),
  );
  return { task, settle };
}

function reminderPoller(
  task: () => Promise<unknown>,
  canRun = () => true,
  visibility?: Visibility,
) {
  return new Poller({
    task,
    baseInterval: 15000,
    firstDelay: 100,
    timers: realTimers(),
    canRun,
    visibility,
  });
}

describe('Poller', () => {
  it('polls first after firstDelay, then every baseInterval', async () => {
    const task = vi.fn(() => Promise.resolve());
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(14999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('doubles the interval after each failure up to 5 minutes and returns to base after a success', async () => {
    let ok = false;
    const times: number[] = [];
    const task = vi.fn(() => {
      times.push(Date.now());
      return ok ? Promise.resolve() : Promise.reject(new Error('poll failed'));
    });
    const poller = reminderPoller(task);
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(100 + 30000 + 60000 + 120000 + 240000 + 300000 + 300000);
    expect(times.map((time) => time - start)).toEqual([
      100, 30100, 90100, 210100, 450100, 750100, 1050100,
    ]);
    ok = true;
    await vi.advanceTimersByTimeAsync(300000);
    expect(task).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(9);
    poller.stop();
  });

  it('pauses while the page is hidden and polls at once when it is shown again', async () => {
    const task = vi.fn(() => Promise.resolve());
    const visibility = manualVisibility();
    const poller = reminderPoller(task, () => true, visibility);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    visibility.setHidden(true);
    await vi.advanceTimersByTimeAsync(60000);
    expect(task).toHaveBeenCalledTimes(1);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
    visibility.setHidden(true);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(60000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not start a second poll on return while one is in flight', async () => {
    const { task, settle } = controlledTask();
    const visibility = manualVisibility();
    const poller = reminderPoller(task, () => true, visibility);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    visibility.setHidden(true);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    settle[0]?.resolve();
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('a poll that settles while the page is hidden waits for the page to return', async () => {
    const { task, settle } = controlledTask();
    const visibility = manualVisibility();
    const poller = reminderPoller(task, () => true, visibility);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    visibility.setHidden(true);
    settle[0]?.resolve();
    await vi.advanceTimersByTimeAsync(60000);
    expect(task).toHaveBeenCalledTimes(1);
    visibility.setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('counts a task that throws synchronously as a failure', async () => {
    const task = vi.fn((): Promise<void> => {
      throw new Error('boom');
    });
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('skips ticks while a poll is in flight', async () => {
    const { task, settle } = controlledTask();
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15000 * 3);
    expect(task).toHaveBeenCalledTimes(1);
    settle[0]?.resolve();
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('does nothing while canRun is false', async () => {
    const task = vi.fn(() => Promise.resolve());
    let allowed = false;
    const poller = reminderPoller(task, () => allowed);
    poller.start();
    await vi.advanceTimersByTimeAsync(100 + 15000 * 4);
    expect(task).not.toHaveBeenCalled();
    allowed = true;
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('stops polling, and a poll settling after stop schedules nothing', async () => {
    const { task, settle } = controlledTask();
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    poller.stop();
    settle[0]?.reject();
    await vi.advanceTimersByTimeAsync(15000 * 10);
    expect(task).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the first delay and the base interval', async () => {
    const task = vi.fn(() => Promise.reject(new Error('poll failed')));
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
    poller.stop();
  });

  it('does not let a poll still in flight from before a restart hold up the new run', async () => {
    const { task, settle } = controlledTask();
    const poller = reminderPoller(task);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    poller.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    settle[0]?.resolve();
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(2);
    settle[1]?.resolve();
    await vi.advanceTimersByTimeAsync(15000);
    expect(task).toHaveBeenCalledTimes(3);
    poller.stop();
  });
});
