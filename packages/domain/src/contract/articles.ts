/**
 * The shared seed of the content area: the information articles that the sandbox seeds and the
 * MSW fixtures answer, in one place so that both show the same texts. Typed by the contract's
 * article schema (`ArticleSummary`, `Article` in content.ts); ids, publish times and reads are
 * each side's own. The sandbox imports it as `@mall/domain/contract/articles`.
 */
import type { Article, ArticleSummary, ArticleTypeId } from './content.ts';

/** An article's title and lead. */
export type ArticleLead = Pick<ArticleSummary, 'title' | 'summary'>;

/** An article with its own body, published `hoursAgo` hours before the seed's moment. */
export type RichArticle = Pick<Article, 'typeId' | 'title' | 'summary' | 'source' | 'content'> & {
  hoursAgo: number;
};

/** An HTML table of `head` and `rows`. */
export const htmlTable = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/**
 * A small line chart as an SVG data URI (the app's Content-Security-Policy allows data: images,
 * and the sanitiser keeps them on <img>).
 */
const chart = (values: readonly number[], alt: string): string => {
  const width = 640;
  const height = 200;
  const min = Math.min(...values);
  const range = Math.max(...values) - min || 1;
  const points = values
    .map((value, i) => {
      const x = 40 + (i * (width - 80)) / (values.length - 1);
      const y = 20 + (1 - (value - min) / range) * (height - 60);
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    })
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#F5F7FA"/><polyline points="${points}" fill="none" stroke="#1456C8" stroke-width="3"/></svg>`;
  return `<img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" alt="${alt}" width="${width}" height="${height}">`;
};

/**
 * The home page's articles: title and lead of each, by category, newest first. The sandbox
 * writes each a short body from them and draws its source and reads.
 */
export const INFO_ARTICLES: Readonly<Record<ArticleTypeId, readonly ArticleLead[]>> = {
  1: [
    {
      title: '新能源汽车轻量化带动铝板带需求持续增长',
      summary: '电池托盘与车身结构件用铝量提升，5系、6系板材订单排产至二季度末。',
    },
    {
      title: '光伏边框用铝型材产能扩张，6063 挤压订单饱满',
      summary: '组件出货高位运行，华东多家挤压厂新增生产线陆续投产。',
    },
    {
      title: '铝箔企业加快布局电池箔，8011 双零箔价格坚挺',
      summary: '动力与储能电池需求支撑，高端电池箔加工费维持高位。',
    },
    {
      title: '再生铝保级利用比例提高，行业碳足迹核算提速',
      summary: '多家头部企业发布再生铝使用目标，下游客户关注低碳铝认证。',
    },
    {
      title: '华南铝型材市场开工率回升至八成以上',
      summary: '节后复工复产推进，门窗幕墙与工业型材订单环比明显改善。',
    },
    {
      title: '5083 船用铝板国产化率提升，交付周期缩短',
      summary: '造船订单增长带动中厚板需求，国内轧制企业扩大认证规格。',
    },
    {
      title: '铝加工行业数字化转型案例：从排产到仓储全流程在线',
      summary: '龙头企业以数据打通订单、生产与物流，交期准确率显著提高。',
    },
    {
      title: '巩义铝加工产业集群发布年度发展报告',
      summary: '产业集群产值稳步增长，铝板带箔出口结构持续优化。',
    },
  ],
  2: [
    {
      title: '长江现货 A00 铝锭均价小幅上涨，成交偏暖',
      summary: '下游逢低补库，持货商挺价惜售，现货升水维持。',
    },
    {
      title: '沪铝主力合约震荡整理，关注库存拐点',
      summary: '社会库存去化节奏放缓，宏观情绪反复，铝价区间运行。',
    },
    {
      title: '佛山铝锭现货贴水收窄，型材厂采购积极',
      summary: '华南到货减少叠加消费回暖，市场流通货源偏紧。',
    },
    {
      title: '氧化铝价格回落，电解铝冶炼利润修复',
      summary: '原料成本下行，电解铝企业吨铝利润回升至较高水平。',
    },
    {
      title: '铝棒加工费分化：华东走弱、华南坚挺',
      summary: '各地消费节奏不一，铝棒库存表现分化，加工费走势各异。',
    },
    {
      title: '本周铝板带加工费周评：1060、3003 持稳',
      summary: '常规规格需求平稳，厚板与特殊合金加工费略有上调。',
    },
    {
      title: 'LME 铝库存降至阶段低位，海外升水走高',
      summary: '亚洲仓库注销仓单增加，海外现货供应偏紧。',
    },
    {
      title: '电解铝社会库存周度去库约 2 万吨',
      summary: '主要消费地出库量增加，库存连续三周下降。',
    },
  ],
  3: [
    {
      title: '关于春节期间平台发货安排的通知',
      summary: '春节期间各合作仓库发货时间调整如下，请合理安排采购计划。',
    },
    {
      title: '平台新增无锡、上海合作仓库，支持就近提货',
      summary: '新增仓库已开通现货挂牌，买家可在搜索页按仓库筛选。',
    },
    {
      title: '企业认证流程优化：资料审核时效缩短至 1 个工作日',
      summary: '提交营业执照与授权书后，平台将在 1 个工作日内完成审核。',
    },
    {
      title: '关于开具增值税专用发票的说明',
      summary: '订单完成收货后可在“待开票”中申请开票，发票将邮寄至收票地址。',
    },
    {
      title: '系统维护公告：3 月 22 日凌晨暂停服务 2 小时',
      summary: '维护期间无法下单与支付，已提交的订单不受影响。',
    },
    {
      title: '购物车功能升级：支持按现款、预售、现货分类管理',
      summary: '升级后可一键清空售罄商品，下单金额按吨位精确计算。',
    },
    {
      title: '防范诈骗提醒：平台不会以任何理由要求私下转账',
      summary: '请通过平台指定账户付款，如遇可疑情况请联系客服核实。',
    },
  ],
  4: [
    {
      title: '工信部发布铝行业规范条件（修订稿）',
      summary: '新规对能耗、环保与再生铝利用提出更高要求，企业需对标整改。',
    },
    {
      title: '电解铝行业阶梯电价政策延续执行',
      summary: '按能效水平实行分档电价，引导行业节能降碳。',
    },
    {
      title: '铝合金建筑型材新国标将于下半年实施',
      summary: '新标准对型材壁厚、表面处理与力学性能作出调整。',
    },
    {
      title: '出口退税政策调整涉及部分铝材产品',
      summary: '部分铝板带箔产品出口退税率调整，请关注对出口订单的影响。',
    },
    {
      title: '再生铝原料进口标准进一步明确',
      summary: '符合标准的再生铝原料可自由进口，有助于扩大原料来源。',
    },
    {
      title: '碳排放权交易市场拟纳入电解铝行业',
      summary: '纳入后电解铝企业需按年度核查排放并完成配额清缴。',
    },
    {
      title: '铝制品质量监督抽查结果公布',
      summary: '本次抽查涉及铝合金门窗型材与铝箔产品，合格率总体较高。',
    },
  ],
};

/**
 * The one article whose HTML is hostile: the client must render its text and run nothing of it.
 */
export const HOSTILE_ARTICLE: RichArticle = {
  typeId: 3,
  title: '安全提示：警惕冒充平台客服的钓鱼链接',
  summary: '近期有不法分子冒充平台客服发送“订单异常退款”链接，请勿点击，勿私下转账。',
  source: '平台运营部',
  hoursAgo: 26,
  content: [
    '<p>近期有不法分子冒充平台客服，通过短信、微信发送“订单异常退款”等钓鱼链接，诱导用户输入账号密码或转账。</p>',
    "<script>window.__xss = 'script'</script>",
    '<p>平台不会以任何理由要求您私下转账。<img src="x" alt="钓鱼短信示例" onerror="window.__xss = \'onerror\'"></p>',
    '<p><a href="javascript:window.__xss = \'link\'">点此领取退款</a>（以上为钓鱼链接示例）</p>',
    '<p onmouseover="window.__xss = \'hover\'">如遇可疑情况，请拨打客服热线 400-820-6060 核实。</p>',
  ].join(''),
};

/** The market article with a table and a chart: the week's A00 prices. */
export const WEEKLY_PRICE_REPORT: RichArticle = {
  typeId: 2,
  title: '3 月第三周铝价周报：A00 现货均价与库存一览',
  summary: '本周长江现货 A00 铝锭均价小幅上行，社会库存继续去化，下游补库意愿回升。',
  source: '上海有色网',
  hoursAgo: 30,
  content: [
    '<p>本周长江现货 A00 铝锭均价小幅上行，社会库存继续去化，下游型材、板带企业补库意愿回升。</p>',
    '<h2>每日均价</h2>',
    htmlTable(
      ['日期', 'A00 均价（元/吨）', '涨跌（元/吨）', '社会库存（万吨）'],
      [
        ['03-16', '20,060', '+40', '71.2'],
        ['03-17', '20,110', '+50', '70.6'],
        ['03-18', '20,230', '+120', '69.8'],
        ['03-19', '20,190', '-40', '69.5'],
        ['03-20', '20,250', '+60', '68.9'],
      ],
    ),
    chart([20060, 20110, 20230, 20190, 20250], '近五个交易日 A00 铝锭均价走势图'),
    '<h2>后市展望</h2>',
    '<p>消费旺季临近，库存去化有望延续，预计下周铝价以偏强震荡为主，区间参考 20,000–20,400 元/吨。</p>',
  ].join(''),
};

/**
 * Articles with richer bodies (tables, charts) than the home page's, and the hostile one, in the
 * order the sandbox adds them after the home page's.
 */
export const RICH_ARTICLES: readonly RichArticle[] = [
  HOSTILE_ARTICLE,
  WEEKLY_PRICE_REPORT,
  {
    typeId: 2,
    title: '华东、华南、华北三地铝锭现货升贴水对比',
    summary: '华南到货偏少，佛山现货贴水收窄；华东成交平稳，巩义地区升水维持。',
    source: '长江有色金属网',
    hoursAgo: 74,
    content: [
      '<p>本周三地现货升贴水走势分化：华南到货偏少，佛山贴水收窄；华东成交平稳；华北巩义地区升水维持。</p>',
      htmlTable(
        ['地区', '基准', '升贴水（元/吨）', '较上周'],
        [
          ['无锡', '长江现货', '-10', '持平'],
          ['佛山', '南储现货', '-30', '收窄 20'],
          ['巩义', '中原现货', '+20', '持平'],
          ['上海', '长江现货', '0', '走强 10'],
        ],
      ),
      '<p>注：升贴水以当日上海期货交易所铝主力合约为基准。</p>',
    ].join(''),
  },
  {
    typeId: 2,
    title: '2026 年 2 月中国电解铝产量数据解读',
    summary: '2 月电解铝日均产量环比持平，运行产能维持高位，云南水电铝复产进度偏慢。',
    source: '上海有色网',
    hoursAgo: 170,
    content: [
      '<p>2 月国内电解铝日均产量环比基本持平，运行产能维持在 4,300 万吨/年以上。</p>',
      htmlTable(
        ['月份', '产量（万吨）', '同比', '运行产能（万吨/年）'],
        [
          ['2025-12', '371.5', '+3.2%', '4,312'],
          ['2026-01', '372.8', '+3.0%', '4,318'],
          ['2026-02', '337.1', '+2.6%', '4,321'],
        ],
      ),
      chart([371.5, 372.8, 337.1], '近三个月电解铝产量柱线图'),
      '<p>云南地区受来水影响复产进度偏慢，预计二季度运行产能小幅增加。</p>',
    ].join(''),
  },
  {
    typeId: 1,
    title: '铝板带箔企业一季度排产调研：高端产品占比提升',
    summary: '调研的 20 家铝板带箔企业一季度排产同比增加，罐料、电池箔与汽车板占比提升。',
    source: '我的有色网',
    hoursAgo: 98,
    content: [
      '<p>对 20 家铝板带箔企业的调研显示，一季度排产同比增加约 6%，其中高端产品占比继续提升。</p>',
      htmlTable(
        ['产品', '排产占比', '同比变化'],
        [
          ['罐料（3104/5182）', '18%', '+2 个百分点'],
          ['电池箔（1060/1235）', '12%', '+3 个百分点'],
          ['汽车板（5 系/6 系）', '9%', '+1 个百分点'],
          ['普通板带（1060/3003）', '61%', '-6 个百分点'],
        ],
      ),
      '<p>企业普遍反映高端产品认证周期长，但订单稳定、加工费较高。</p>',
    ].join(''),
  },
  {
    typeId: 1,
    title: '新能源电池托盘用 6 系铝型材技术要点',
    summary: '电池托盘多采用 6061-T6、6005A-T6 挤压型材，焊接性能与耐腐蚀是选材关键。',
    source: '中国有色金属报',
    hoursAgo: 146,
    content: [
      '<p>电池托盘多采用 6061-T6、6005A-T6 挤压型材，要求兼顾强度、焊接性能与耐腐蚀。</p>',
      chart([215, 240, 265, 290, 310], '2022–2026 年电池托盘用铝量（千吨）增长图'),
      '<h2>选材建议</h2>',
      '<ol><li>主框架优先 6061-T6，屈服强度不低于 240 MPa；</li><li>焊接区域选用 6005A，减小热影响区软化；</li><li>表面宜做阳极氧化或电泳处理。</li></ol>',
    ].join(''),
  },
  {
    typeId: 1,
    title: '铝材仓储与运输中的防潮防氧化指南',
    summary: '铝卷、铝板在潮湿环境中易产生白锈，入库、码放与运输环节需做好防护。',
    source: '长江有色金属网',
    hoursAgo: 290,
    content: [
      '<p>铝卷、铝板在潮湿环境中易产生白锈（氧化斑），影响表面质量与后续加工。</p>',
      '<ul><li>仓库相对湿度宜控制在 60% 以下；</li><li>卷材立放并加垫木，避免直接接触地面；</li><li>运输途中使用防雨篷布，到货后尽快拆除塑封散潮。</li></ul>',
    ].join(''),
  },
  {
    typeId: 3,
    title: '“开票资料模板”已更新，请下载最新版本',
    summary: '为加快开票审核，平台更新了开票资料模板，新增收票人与收票地址两列。',
    source: '平台运营部',
    hoursAgo: 122,
    content: [
      '<p>为加快开票审核，平台更新了开票资料模板，新增“收票人”“收票地址”两列。</p>',
      '<p>请在<a href="#/home/modelHelp/invoice">帮助中心 · 发票说明</a>下载最新模板，填写后在“待开票”中上传。</p>',
    ].join(''),
  },
  {
    typeId: 4,
    title: '《铝行业规范条件》主要指标一览',
    summary: '新版规范条件对电解铝能耗、再生铝利用和污染物排放提出了量化要求。',
    source: '工业和信息化部',
    hoursAgo: 194,
    content: [
      '<p>新版《铝行业规范条件》对电解铝、氧化铝和再生铝企业提出了更高的准入要求。</p>',
      htmlTable(
        ['指标', '要求'],
        [
          ['电解铝综合交流电耗', '≤ 13,350 千瓦时/吨'],
          ['再生铝企业规模', '≥ 10 万吨/年'],
          ['废铝保级利用率', '≥ 30%'],
          ['颗粒物排放浓度', '≤ 10 毫克/立方米'],
        ],
      ),
      '<p>现有企业应于规定期限内完成对标整改。</p>',
    ].join(''),
  },
  {
    typeId: 4,
    title: '绿色低碳铝评价标准要点解读',
    summary: '标准按吨铝碳排放量划分等级，再生铝与水电铝更易达到低碳铝要求。',
    source: '中国有色金属工业协会',
    hoursAgo: 338,
    content: [
      '<p>标准按吨铝全生命周期碳排放量划分等级，低于 4 吨二氧化碳当量的可评为低碳铝。</p>',
      '<p>再生铝与使用清洁能源的电解铝更易达到要求，下游客户可据此采购低碳产品。</p>',
    ].join(''),
  },
];
