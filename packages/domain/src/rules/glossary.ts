/**
 * One word per thing: the product's terms and the variants no screen may use instead (UI.md,
 * Words). The spec's own texts win where they name a thing; the rest follows the Chinese
 * enterprise design systems (登录, 账号, 其他).
 */
export interface GlossaryTerm {
  /** The one word the screens use. */
  term: string;
  /** What it names. */
  meaning: string;
  /** Spellings of the same thing that no screen may show. */
  forbidden: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { term: '登录', meaning: 'signing in', forbidden: ['登陆'] },
  { term: '账号', meaning: 'a user account', forbidden: ['帐号'] },
  { term: '账户', meaning: 'the company account (funds)', forbidden: ['帐户'] },
  { term: '其他', meaning: 'other', forbidden: ['其它'] },
  {
    term: '尾款',
    meaning:
      "an order's final payment after weighing (the stage 待付尾款, the line 应付尾款); 补款 stays the after-sale's own payment (售后补款), 差价款 a modification's",
    forbidden: ['应补款', '待补款订单'],
  },
  {
    term: '退货中',
    meaning: 'an after-sale whose goods are on their way back',
    forbidden: ['退回中'],
  },
  {
    term: '新手引导',
    meaning: 'the new-user guide (its route, its tour and the help entry)',
    forbidden: ['新手指引', '新手指南'],
  },
  {
    term: '取消',
    meaning:
      "the way out of a dialog; the spec's logout confirm alone says 我再想想 (确定 / 我再想想)",
    forbidden: ['再想想'],
  },
];

const CHINESE = /[\u3400-\u9fff]/;

/**
 * The wording problems of one text a screen shows: each forbidden variant it uses (named with
 * its term), and a half-width ? or ! in a Chinese sentence (？ and ！ there).
 */
export function wordingProblems(text: string): string[] {
  if (!CHINESE.test(text)) return [];
  const variants = GLOSSARY.flatMap(({ term, forbidden }) =>
    forbidden.filter((variant) => text.includes(variant)).map((variant) => `${variant}→${term}`),
  );
  const halfWidth = [...text.matchAll(/[?!](?=\s|$|[\u3400-\u9fff）」』])/g)].map(
    ([mark]) => `${mark}→${mark === '?' ? '？' : '！'}`,
  );
  return [...variants, ...halfWidth];
}
