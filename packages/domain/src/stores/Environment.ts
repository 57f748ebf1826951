import type { Notifier } from '../http/index.ts';
import type { ScreenLink } from '../rules/routes.ts';
import type { KeyValueStorage, TokenStore } from '../storage/index.ts';
import type { Timers, Visibility } from '../timers/index.ts';

/** Everything the stores need from the outside world; the app builds it from the browser and the router. */
export interface Environment {
  notify: Notifier;
  /** Goes to an in-app hash path, e.g. '/gateway/login?redirect=%2Fcenter%2FuserInfo'. */
  navigate(to: string): void;
  /** Opens a screen by its route name; the app builds its path from its route table. */
  open(screen: ScreenLink): void;
  /** The current in-app path with its query, e.g. '/center/userInfo'. */
  currentPath(): string;
  reload(): void;
  /** Saves a downloaded file on the user's machine under `fileName`. */
  saveFile(blob: Blob, fileName: string): void;
  /** localStorage in the browser. */
  storage: KeyValueStorage;
  /** The token cookie in the browser. */
  tokens: TokenStore;
  timers: Timers;
  /** The calendar date in China (YYYY-MM-DD): the earliest wanted date a form accepts. */
  today(): string;
  /** Whether the page is on screen; the reminder poller pauses while it is hidden. */
  visibility: Visibility;
  /** Whether the route table marks `path` as needing no login. */
  isWhiteRoute(path: string): boolean;
}

/** What the data stores read from the session. */
export interface SessionView {
  readonly isLoggedIn: boolean;
  readonly isCertified: boolean;
}
