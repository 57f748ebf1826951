import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/table.ts';
import { root, sources } from './sources.ts';

/**
 * Routes no click leads to, on purpose: each with why. Every other route is named as a link or
 * navigation target somewhere outside its own page (a menu, a tab, a row action, a button).
 */
const NOT_LINKED: Readonly<Record<string, string>> = {
  userInfo: 'only redirects to 企业信息 (账户信息 in the centre menu opens it)',
  qqBackPro: "QQ's sign-in comes back here",
  wxBackPro: "WeChat's sign-in comes back here",
  wxBackVip: "WeChat's sign-in comes back here",
  wxBackSupplier: "WeChat's sign-in comes back here",
  companyProfile: "the spec's /outside page for other sites to embed; 公司介绍 is the footer's",
  guideNovice: 'opened by itself after a sign-in until the buyer finishes it (isFinishPcGuide)',
  queryShadowAdd: "the inquiry form's address when it resumes the draft it keeps (询价 opens it)",
};

/** The app's sources, and the domain's stores and rules (a store opens a screen by its name). */
const linkSources = ['packages/app/src', 'packages/domain/src/stores', 'packages/domain/src/rules']
  .flatMap((dir) => sources(`${root}/${dir}`))
  .filter((path) => !/\.stories\.tsx$/.test(path))
  .filter((path) => !/routes\/(table|screens)\.ts$|\/testing\/|\/catalogue\//.test(path))
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }));

const linksModule = readFileSync(`${root}/packages/app/src/routes/links.ts`, 'utf8');

/** The `links.x` helpers that make a route's path (links.ts names its id inside them). */
const helpersOf = (id: string): string[] =>
  [...linksModule.matchAll(/^ {2}(\w+): \(([\s\S]*?)(?=^ {2}(?:\/\*\*|\w+:)|^};)/gm)]
    .filter(([text]) => text.includes(`'${id}'`))
    .map(([, name]) => `links.${name ?? ''}(`);

describe('every page is reachable by clicking', () => {
  it('names each built route as a link target outside its own page', () => {
    const unreached = routeTable
      .filter((route) => 'screen' in route && !(route.id in NOT_LINKED))
      .filter((route) => {
        const own = `${(route.screen ?? route.id).toLowerCase()}page`;
        const targets = [`'${route.id}'`, ...helpersOf(route.id)];
        return !linkSources.some(
          ({ path, text }) =>
            !basename(path).toLowerCase().startsWith(own) &&
            !path.endsWith('routes/links.ts') &&
            targets.some((target) => text.includes(target)),
        );
      })
      .map((route) => `${route.id} (${route.title})`);
    expect(unreached).toEqual([]);
  });

  it('keeps its exceptions real', () => {
    const ids: readonly string[] = routeTable.map((route) => route.id);
    expect(Object.keys(NOT_LINKED).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('reads the link sources', () => {
    expect(linkSources.map(({ path }) => relative(root, path))).toContain(
      'packages/app/src/shell/CenterArea/centreNavigation.ts',
    );
  });
});
