// Page stories: a fresh RootStore per story over MSW, built from story parameters, and a
// router at the story's route. Pages use it through `appStory` in their meta.
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { HOME_PATH, RootStore, STORAGE_KEYS, toStoredUser } from '@mall/domain';
import {
  createStoryTransport,
  createTestEnvironment,
  users,
  type StoryTransport,
  type TestEnvironment,
} from '@mall/domain/mocks';
import { createMessenger, MessageViewport, type Messenger } from '@mall/ui';
import { StoresProvider } from '../stores/StoresContext.tsx';
import { useMarkFirstPaint } from '../shell/RootShell/firstPaint.ts';
import { screenPath } from '../routes/links.ts';
import { matchRoute } from '../routes/table.ts';

/** Who is looking at the page. */
export type SessionFixture = 'visitor' | keyof typeof users;

export interface AppStoryParameters {
  /** Who is signed in; a visitor by default. */
  session?: SessionFixture;
  /** The in-app URL the story opens at, e.g. '/gateway/login?redirect=%2Fcenter%2ForderAllOrder'. */
  route?: string;
}

/** What play functions get in `loaded`: the story's stores and its recording environment. */
export interface AppLoaded {
  root: RootStore;
  env: TestEnvironment;
  messenger: Messenger;
}

/**
 * The transports of the stories that have not ended yet, each with the story's name (the
 * stories' shared lifecycle, not a story's state).
 */
const running = new Map<StoryTransport, string>();

/**
 * Ends the page stories that ran (`.storybook/vitest.setup.ts` calls it once a story's
 * screenshot is taken): nothing they sent settles any more. Answers the calls that stories which
 * had ended tried to send since the last time, each with its story's name: a play that ended
 * before what its actions set off (a reload) had been sent.
 */
export function endStories(): string[] {
  const late: string[] = [];
  for (const [transport, story] of running) {
    late.push(...transport.takeLate().map((call) => `${call}, by ${story}`));
    transport.end();
  }
  return late;
}

const buildApp = ({
  parameters,
  title,
  name,
}: {
  parameters: AppStoryParameters;
  title: string;
  name: string;
}): AppLoaded => {
  const { session = 'visitor', route = HOME_PATH } = parameters;
  const env = createTestEnvironment({ path: route });
  // Screens the stores open are recorded as the paths the app would go to.
  env.open = (screen) => env.navigate(screenPath(screen));
  // Toasts are recorded for assertions and shown for the screenshot.
  const messenger = createMessenger({ duration: 60_000 });
  const recorded = env.notify;
  env.notify = {
    success: (m) => (recorded.success(m), messenger.success(m)),
    info: (m) => (recorded.info(m), messenger.info(m)),
    warning: (m) => (recorded.warning(m), messenger.warning(m)),
    error: (m) => (recorded.error(m), messenger.error(m)),
  };
  if (session !== 'visitor') {
    env.tokens.set(`story-token-${session}`);
    env.storage.setItem(STORAGE_KEYS.user, JSON.stringify(toStoredUser(users[session])));
  }
  const transport = createStoryTransport();
  running.set(transport, `${title} ${name}`);
  const loaded: AppLoaded = {
    env,
    messenger,
    root: new RootStore(env, { baseURL: '/api/csr', adapter: transport.adapter }),
  };
  return loaded;
};

/**
 * Where the app went when it left the story's screen (a link, or a navigation of its own): the
 * story's router has that screen's route only, so any other path lands here, for the play
 * function to assert and the screenshot to show.
 */
function LeftTheScreen() {
  const { pathname, search } = useLocation();
  return <p role="status" aria-label="已离开本页">{`已离开本页，前往 ${pathname}${search}`}</p>;
}

function StoryRouter({ route, children }: { route: string; children: ReactNode }) {
  const router = useMemo(() => {
    const entry = matchRoute(route);
    return createMemoryRouter(
      [
        { path: entry?.path ?? '*', element: children, handle: entry && { entry } },
        { path: '*', element: <LeftTheScreen /> },
      ],
      { initialEntries: [route] },
    );
    // The story's element is fixed for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route]);
  return <RouterProvider router={router} />;
}

/** The story's first commit stands for the app's first paint (the root shell's, in the app). */
function FirstPaint() {
  useMarkFirstPaint();
  return null;
}

const withApp = (
  Story: () => ReactElement,
  { loaded, parameters }: { loaded: Record<string, unknown>; parameters: AppStoryParameters },
) => {
  const { root, messenger } = loaded as unknown as AppLoaded;
  const { route = HOME_PATH } = parameters;
  return (
    <StoresProvider root={root}>
      <StoryRouter route={route}>
        <Story />
      </StoryRouter>
      <MessageViewport messenger={messenger} />
      <FirstPaint />
    </StoresProvider>
  );
};

/** Spread into a page's `preview.meta({...})`. */
export const appStory = {
  loaders: [buildApp],
  decorators: [withApp],
  parameters: { layout: 'fullscreen' as 'fullscreen' | 'centered' | 'padded' },
};
