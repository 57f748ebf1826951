import type { CustomerAddress, InvoicingInfo, Region } from '../../contract/address.ts';

/** A few real divisions, with the sandbox's ids (GB/T 2260 codes; a district by its place). */
export const provincesFixture: Region[] = [
  { id: 110_000, name: '北京市' },
  { id: 320_000, name: '江苏省' },
  { id: 330_000, name: '浙江省' },
  { id: 440_000, name: '广东省' },
];

/** Cities by province id, districts by city id. */
export const regionChildrenFixture: Readonly<Record<number, Region[]>> = {
  320_000: [
    { id: 320_200, name: '无锡市' },
    { id: 320_500, name: '苏州市' },
  ],
  440_000: [
    { id: 440_100, name: '广州市' },
    { id: 440_600, name: '佛山市' },
  ],
  320_200: [
    { id: 320_201, name: '锡山区' },
    { id: 320_202, name: '惠山区' },
  ],
  440_100: [
    { id: 440_104, name: '天河区' },
    { id: 440_107, name: '番禺区' },
  ],
  440_600: [
    { id: 440_601, name: '禅城区' },
    { id: 440_602, name: '南海区' },
    { id: 440_603, name: '顺德区' },
  ],
};

/** The company's addresses: its factory in 佛山 (the default) and a warehouse in 无锡. */
export const addressesFixture: CustomerAddress[] = [
  {
    id: 11,
    provinceId: 440_000,
    cityId: 440_600,
    districtId: 440_602,
    provinceName: '广东省',
    cityName: '佛山市',
    districtName: '南海区',
    detail: '狮山镇松岗工业大道 12 号',
    contactName: '陈志强',
    contactPhone: '13800000001',
    isDefault: true,
  },
  {
    id: 12,
    provinceId: 320_000,
    cityId: 320_200,
    districtId: 320_201,
    provinceName: '江苏省',
    cityName: '无锡市',
    districtName: '锡山区',
    detail: '东港镇锡港路 88 号 恒盛仓储 3 号库',
    contactName: '周立新',
    contactPhone: '13906181234',
    isDefault: false,
  },
];

export const invoicingFixture: InvoicingInfo = {
  title: '佛山市南海区鑫铝金属材料有限公司',
  taxNo: '91440605MA4UJ2KX3B',
  bankName: '中国工商银行佛山南海支行',
  bankAccount: '2013020309200123456',
  registeredAddress: '广东省佛山市南海区狮山镇松岗工业大道 12 号',
  registeredPhone: '0757-86681234',
};
