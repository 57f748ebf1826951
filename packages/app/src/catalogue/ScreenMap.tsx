import type { CSSProperties } from 'react';
import type { RouteEntry } from '../routes/table.ts';
import { DocTable } from './DocTable.tsx';
import { areaNames, layoutNames, screenRows, type ScreenRow } from './screenRows.ts';
import { EntryLink, useStoryIndex, type IndexEntry } from './storyIndex.tsx';

function Stories({ row, entries }: { row: ScreenRow; entries: readonly IndexEntry[] | undefined }) {
  if (!row.storyFile) return <>建设中（打开时显示「建设中」页）</>;
  if (!entries) return <>正在读取目录…</>;
  const own = entries.filter((entry) => entry.importPath === row.storyFile);
  const docs = own.find((entry) => entry.type === 'docs');
  const stories = own.filter((entry) => entry.type === 'story');
  if (stories.length === 0) return <strong>没有页面故事（{row.storyFile}）</strong>;
  return (
    <>
      {docs && <EntryLink entry={docs}>页面说明</EntryLink>}：
      {stories.map((story, i) => (
        <span key={story.id}>
          {i > 0 && '、'}
          <EntryLink entry={story} />
        </span>
      ))}
    </>
  );
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

/** The route table's rows grouped by product area, the areas in the table's order. */
const byArea = (): [RouteEntry['area'], ScreenRow[]][] => {
  const areas = new Map<RouteEntry['area'], ScreenRow[]>();
  for (const row of screenRows)
    areas.set(row.entry.area, [...(areas.get(row.entry.area) ?? []), row]);
  return [...areas];
};

/**
 * The screen map: every route of the spec from the route table, with its Chinese title, path,
 * who may open it, its frame, and links to its page stories (read
 * from the catalogue's index, so a new screen or story shows without editing this page).
 */
export function ScreenMap() {
  const index = useStoryIndex();
  const entries = index && 'entries' in index ? index.entries : undefined;
  const built = screenRows.filter((row) => row.storyFile).length;
  return (
    <>
      <p>
        规格共 {screenRows.length} 条路由：已建成 {built} 条，建设中 {screenRows.length - built}{' '}
        条。
        {index && 'error' in index && ` 目录索引读取失败（${index.error}），故事链接暂不可用。`}
      </p>
      {byArea().map(([area, rows]) => (
        <section key={area} aria-labelledby={`area-${area}`}>
          <h2 id={`area-${area}`}>{areaNames[area]}</h2>
          <DocTable columns={['页面', '路径', '谁能打开', '所在框架', '页面故事']}>
            {rows.map((row) => (
              <tr key={row.entry.id}>
                <th scope="row" style={nowrap}>
                  {row.entry.title}
                </th>
                <td>
                  <code>{row.entry.path}</code>
                </td>
                <td style={nowrap}>{row.access}</td>
                <td style={nowrap}>{layoutNames[row.entry.layout]}</td>
                <td>
                  <Stories row={row} entries={entries} />
                </td>
              </tr>
            ))}
          </DocTable>
        </section>
      ))}
    </>
  );
}
