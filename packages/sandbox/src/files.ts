/**
 * The files GET /file/download/fileName1 serves, by the server's path. They are generated text:
 * a CSV (with a byte-order mark, so that Excel reads the Chinese) and a letter template.
 */
export type SandboxFile = {
  /** The name the file is saved under when the request names none. */
  defaultName: string;
  contentType: string;
  body: string;
};

const csv = (rows: readonly (readonly string[])[]): string =>
  `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;

export const INVOICE_TEMPLATE_PATH = '/template/invoice-info.csv';
export const DELIVERY_TEMPLATE_PATH = '/template/delivery-authorization.txt';

export const DOWNLOADS: Readonly<Record<string, SandboxFile>> = {
  [INVOICE_TEMPLATE_PATH]: {
    defaultName: '开票资料模板.csv',
    contentType: 'text/csv; charset=utf-8',
    body: csv([
      [
        '单位名称',
        '纳税人识别号',
        '注册地址',
        '注册电话',
        '开户银行',
        '银行账号',
        '收票人',
        '收票地址',
      ],
      [
        '佛山市南海区鑫铝金属材料有限公司',
        '91440605MA4W8XXXXX',
        '佛山市南海区狮山镇有色金属产业园 8 号',
        '0757-8666XXXX',
        '中国工商银行佛山南海支行',
        '2013 0000 0000 0000 000',
        '陈志强',
        '佛山市南海区狮山镇有色金属产业园 8 号',
      ],
    ]),
  },
  [DELIVERY_TEMPLATE_PATH]: {
    defaultName: '提货委托书模板.txt',
    contentType: 'text/plain; charset=utf-8',
    body: [
      '提货委托书',
      '',
      '致：铝材现货商城合作仓库',
      '',
      '兹委托 ________（身份证号 ________________）前往贵仓库提取我司订单 ________ 项下货物，',
      '车牌号 ________，提货重量 ______ 吨。',
      '',
      '委托单位（盖章）：________________',
      '日期：____ 年 __ 月 __ 日',
      '',
    ].join('\r\n'),
  },
};
