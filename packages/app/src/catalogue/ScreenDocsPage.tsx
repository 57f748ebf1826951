import { useContext, useSyncExternalStore } from 'react';
import {
  Controls,
  Description,
  DocsContext,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { CallLog } from './calls.ts';
import { DocTable } from './DocTable.tsx';
import { APP_SOURCE, layoutNames, rowsOfStoryFile } from './screenRows.ts';
import { meaningOf } from './states.ts';
import { EntryLink } from './storyIndex.tsx';

/** The calls this docs page's stories made while it was open, named by the contract. */
function Calls({ log }: { log: CallLog }) {
  const calls = useSyncExternalStore(log.subscribe, log.calls);
  return (
    <>
      <h3>调用的接口</h3>
      <p>
        本页各状态渲染时发出的调用（由 mock service worker
        记录；点击等操作发出的调用见各状态的说明）。
      </p>
      {calls.length === 0 ? (
        <p>本页各状态渲染时没有调用接口。</p>
      ) : (
        <ul>
          {calls.map((call) => (
            <li key={`${call.method} ${call.path}`}>
              <code>
                {call.method} {call.path}
              </code>{' '}
              {call.name ?? '（契约之外）'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One line on when a state occurs: the glossary's meaning of its name and its description. */
const whenOf = (name: string, description: unknown): string =>
  [meaningOf(name), typeof description === 'string' && description.replace(/\s+/g, ' ').trim()]
    .filter(Boolean)
    .join(' ') || '—';

/**
 * What a page's docs page says before its stories: the routes that open it (Chinese title,
 * path, who may open it, frame, spec section), the calls it makes and its states.
 */
function ScreenFacts({ log }: { log: CallLog }) {
  const stories = useContext(DocsContext).componentStories();
  const importPath = String(stories[0]?.parameters.fileName ?? '');
  if (!importPath.startsWith(APP_SOURCE)) return null;
  const rows = rowsOfStoryFile(importPath);
  return (
    <section aria-labelledby="screen-facts">
      <h2 id="screen-facts">页面说明</h2>
      {rows.length === 0 ? (
        <p>这个页面不是路由表中的一条路由（页面框架、弹层或错误页），由其他页面带出。</p>
      ) : (
        <DocTable columns={['中文标题', '路由', '谁能打开', '所在框架', '规格章节']}>
          {rows.map(({ entry, access, specSection }) => (
            <tr key={entry.id}>
              <th scope="row">{entry.title}</th>
              <td>
                <code>{entry.path}</code>（{entry.id}）
              </td>
              <td>{access}</td>
              <td>{layoutNames[entry.layout]}</td>
              <td>{specSection}</td>
            </tr>
          ))}
        </DocTable>
      )}
      <Calls log={log} />
      <h3>状态</h3>
      <DocTable columns={['状态', '何时出现']}>
        {stories.map((story) => (
          <tr key={story.id}>
            <th scope="row">
              <EntryLink entry={{ id: story.id, type: 'story', name: story.name }} />
            </th>
            <td>{whenOf(story.name, story.parameters.docs?.description?.story)}</td>
          </tr>
        ))}
      </DocTable>
    </section>
  );
}

/**
 * The catalogue's docs page of every story file: Storybook's usual page, with a page's facts
 * (routes, calls, states) after its description. `log` is where the mock service worker
 * records the calls.
 */
export const screenDocsPage = (log: CallLog) =>
  function ScreenDocsPage() {
    return (
      <>
        <Title />
        <Subtitle />
        <Description />
        <ScreenFacts log={log} />
        <Primary />
        <Controls />
        <Stories />
      </>
    );
  };
