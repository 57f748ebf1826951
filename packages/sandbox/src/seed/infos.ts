import { ARTICLE_TYPES } from '@mall/domain/contract';
import { INFO_ARTICLES } from '@mall/domain/contract/articles';
import type { SandboxDb } from '../db/client.ts';
import { infoTypes, infos } from '../db/schema.ts';

const HOUR_MS = 3_600_000;

/** The information categories, as the contract lists them. */
const INFO_TYPES = ARTICLE_TYPES.map(({ typeId, typeName }) => ({ id: typeId, name: typeName }));

/** A short HTML body from the article's title and lead. */
const body = (title: string, lead: string): string =>
  [
    `<p>${lead}</p>`,
    `<h3>要点</h3>`,
    `<ul><li>${title}</li><li>平台将持续跟踪相关动态，及时更新资讯。</li></ul>`,
    `<p>以上信息仅供参考，不构成采购建议。如需了解现货库存与价格，请使用现货搜索或联系在线客服。</p>`,
  ].join('');

/**
 * The information types and about 30 articles with short HTML bodies, published over the last
 * weeks before `now`. Added when the table is empty, so that older databases get them too.
 */
export const seedInfos = async (db: SandboxDb, now: Date): Promise<void> => {
  await db.insert(infoTypes).values(INFO_TYPES).onConflictDoNothing();
  if ((await db.$count(infos)) > 0) return;
  const rows = Object.entries(INFO_ARTICLES).flatMap(([typeId, articles]) =>
    articles.map(({ title, summary }, index) => ({
      typeId: Number(typeId),
      title,
      summary,
      content: body(title, summary),
      // Each type's newest a few hours old, then one every two days or so.
      publishTime: new Date(now.getTime() - (3 + Number(typeId) + index * 47) * HOUR_MS),
    })),
  );
  await db.insert(infos).values(rows);
};
