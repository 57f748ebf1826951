import { HOME_PATH, isGatewayPath, type ScreenLink } from '../rules/index.ts';
import { memoryStorage, memoryTokenStore } from '../storage/index.ts';
import type { Environment } from '../stores/index.ts';
import { manualVisibility, realTimers } from '../timers/index.ts';
import type { ManualVisibility } from '../timers/index.ts';

/** The day of the fixtures, as the stores of stories and tests see it. */
export const TEST_TODAY = '2026-03-18';

type NotificationType = 'success' | 'info' | 'warning' | 'error';

interface RecordedNotification {
  type: NotificationType;
  message: string;
}

export interface TestEnvironment extends Environment {
  /** Every message shown, in order. */
  notifications: RecordedNotification[];
  /** Every path navigated to, in order. */
  navigations: string[];
  /** Every screen opened by its route name, in order (the route table is the app's). */
  opened: ScreenLink[];
  /** How often `reload()` was called. */
  reloads: number;
  /** Every file saved, in order. */
  savedFiles: { blob: Blob; fileName: string }[];
  /** Switch it with `setHidden` to play the tab being hidden and shown. */
  visibility: ManualVisibility;
}

interface TestEnvironmentOverrides extends Partial<Omit<Environment, 'visibility'>> {
  /** The starting path; defaults to '/home/main'. `navigate` moves it. */
  path?: string;
}

/** The spec's white routes outside /gateway (the app's route table is the real source). */
const OTHER_WHITE_ROUTES = ['/outside/companyProfile', '/guideNovice'];

/**
 * An Environment that records what the stores do: notifications, navigations (which also move
 * `currentPath()`) and reloads, over memory storage, a memory token store and real timers.
 */
export function createTestEnvironment({
  path = HOME_PATH,
  ...overrides
}: TestEnvironmentOverrides = {}): TestEnvironment {
  let current = path;
  const record = (type: NotificationType) => (message: string) => {
    env.notifications.push({ type, message });
  };
  const env: TestEnvironment = {
    notifications: [],
    navigations: [],
    opened: [],
    reloads: 0,
    savedFiles: [],
    notify: {
      success: record('success'),
      info: record('info'),
      warning: record('warning'),
      error: record('error'),
    },
    navigate: (to) => {
      env.navigations.push(to);
      current = to;
    },
    open: (screen) => {
      env.opened.push(screen);
    },
    currentPath: () => current,
    saveFile: (blob, fileName) => {
      env.savedFiles.push({ blob, fileName });
    },
    reload: () => {
      env.reloads += 1;
    },
    storage: memoryStorage(),
    tokens: memoryTokenStore(),
    timers: realTimers(),
    // The fixtures' day (their wanted dates lie after it), so that no story depends on the clock.
    today: () => TEST_TODAY,
    visibility: manualVisibility(),
    isWhiteRoute: (route) =>
      isGatewayPath(route) || OTHER_WHITE_ROUTES.includes(route.split('?', 1)[0] ?? ''),
    ...overrides,
  };
  return env;
}
