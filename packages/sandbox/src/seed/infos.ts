import type { SandboxDb } from '../db/client.ts';
import { infoTypes, infos } from '../db/schema.ts';

const HOUR_MS = 3_600_000;

const INFO_TYPES = [
  { id: 1, name: '行业资讯' },
  { id: 2, name: '市场行情' },
  { id: 3, name: '平台公告' },
  { id: 4, name: '政策法规' },
];

/** Title and lead of each article, by type, newest first. */
const ARTICLES: Readonly<Record<number, readonly (readonly [string, string])[]>> = {
  1: [
    [
      '新能源汽车轻量化带动铝板带需求持续增长',
      '电池托盘与车身结构件用铝量提升，5系、6系板材订单排产至二季度末。',
    ],
    [
      '光伏边框用铝型材产能扩张，6063 挤压订单饱满',
      '组件出货高位运行，华东多家挤压厂新增生产线陆续投产。',
    ],
    [
      '铝箔企业加快布局电池箔，8011 双零箔价格坚挺',
      '动力与储能电池需求支撑，高端电池箔加工费维持高位。',
    ],
    [
      '再生铝保级利用比例提高，行业碳足迹核算提速',
      '多家头部企业发布再生铝使用目标，下游客户关注低碳铝认证。',
    ],
    [
      '华南铝型材市场开工率回升至八成以上',
      '节后复工复产推进，门窗幕墙与工业型材订单环比明显改善。',
    ],
    [
      '5083 船用铝板国产化率提升，交付周期缩短',
      '造船订单增长带动中厚板需求，国内轧制企业扩大认证规格。',
    ],
    [
      '铝加工行业数字化转型案例：从排产到仓储全流程在线',
      '龙头企业以数据打通订单、生产与物流，交期准确率显著提高。',
    ],
    ['巩义铝加工产业集群发布年度发展报告', '产业集群产值稳步增长，铝板带箔出口结构持续优化。'],
  ],
  2: [
    ['长江现货 A00 铝锭均价小幅上涨，成交偏暖', '下游逢低补库，持货商挺价惜售，现货升水维持。'],
    ['沪铝主力合约震荡整理，关注库存拐点', '社会库存去化节奏放缓，宏观情绪反复，铝价区间运行。'],
    ['佛山铝锭现货贴水收窄，型材厂采购积极', '华南到货减少叠加消费回暖，市场流通货源偏紧。'],
    ['氧化铝价格回落，电解铝冶炼利润修复', '原料成本下行，电解铝企业吨铝利润回升至较高水平。'],
    ['铝棒加工费分化：华东走弱、华南坚挺', '各地消费节奏不一，铝棒库存表现分化，加工费走势各异。'],
    ['本周铝板带加工费周评：1060、3003 持稳', '常规规格需求平稳，厚板与特殊合金加工费略有上调。'],
    ['LME 铝库存降至阶段低位，海外升水走高', '亚洲仓库注销仓单增加，海外现货供应偏紧。'],
    ['电解铝社会库存周度去库约 2 万吨', '主要消费地出库量增加，库存连续三周下降。'],
  ],
  3: [
    ['关于春节期间平台发货安排的通知', '春节期间各合作仓库发货时间调整如下，请合理安排采购计划。'],
    [
      '平台新增无锡、上海合作仓库，支持就近提货',
      '新增仓库已开通现货挂牌，买家可在搜索页按仓库筛选。',
    ],
    [
      '企业认证流程优化：资料审核时效缩短至 1 个工作日',
      '提交营业执照与授权书后，平台将在 1 个工作日内完成审核。',
    ],
    [
      '关于开具增值税专用发票的说明',
      '订单完成收货后可在“待开票”中申请开票，发票将邮寄至收票地址。',
    ],
    [
      '系统维护公告：3 月 22 日凌晨暂停服务 2 小时',
      '维护期间无法下单与支付，已提交的订单不受影响。',
    ],
    [
      '购物车功能升级：支持按现款、预售、现货分类管理',
      '升级后可一键清空售罄商品，下单金额按吨位精确计算。',
    ],
    [
      '防范诈骗提醒：平台不会以任何理由要求私下转账',
      '请通过平台指定账户付款，如遇可疑情况请联系客服核实。',
    ],
  ],
  4: [
    [
      '工信部发布铝行业规范条件（修订稿）',
      '新规对能耗、环保与再生铝利用提出更高要求，企业需对标整改。',
    ],
    ['电解铝行业阶梯电价政策延续执行', '按能效水平实行分档电价，引导行业节能降碳。'],
    ['铝合金建筑型材新国标将于下半年实施', '新标准对型材壁厚、表面处理与力学性能作出调整。'],
    [
      '出口退税政策调整涉及部分铝材产品',
      '部分铝板带箔产品出口退税率调整，请关注对出口订单的影响。',
    ],
    ['再生铝原料进口标准进一步明确', '符合标准的再生铝原料可自由进口，有助于扩大原料来源。'],
    ['碳排放权交易市场拟纳入电解铝行业', '纳入后电解铝企业需按年度核查排放并完成配额清缴。'],
    ['铝制品质量监督抽查结果公布', '本次抽查涉及铝合金门窗型材与铝箔产品，合格率总体较高。'],
  ],
};

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
  const rows = Object.entries(ARTICLES).flatMap(([typeId, articles]) =>
    articles.map(([title, summary], index) => ({
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
