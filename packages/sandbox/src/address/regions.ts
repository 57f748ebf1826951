import type { Region } from '@mall/domain/contract/address';

/**
 * The real mainland divisions the sandbox serves (spec section 7, "Address"): every
 * province-level division, and the cities with their districts of 广东, 江苏 and 浙江 (东莞 and
 * 中山 have no districts: their streets and towns stand in). A province's and a city's id is its
 * GB/T 2260 code (440000 广东省, 440600 佛山市); a district's id is its city's code plus its place
 * in the city's list (440602 is 佛山's second: 南海区), so ids stay the same from run to run.
 */
const PROVINCES: readonly (readonly [number, string])[] = [
  [11, '北京市'],
  [12, '天津市'],
  [13, '河北省'],
  [14, '山西省'],
  [15, '内蒙古自治区'],
  [21, '辽宁省'],
  [22, '吉林省'],
  [23, '黑龙江省'],
  [31, '上海市'],
  [32, '江苏省'],
  [33, '浙江省'],
  [34, '安徽省'],
  [35, '福建省'],
  [36, '江西省'],
  [37, '山东省'],
  [41, '河南省'],
  [42, '湖北省'],
  [43, '湖南省'],
  [44, '广东省'],
  [45, '广西壮族自治区'],
  [46, '海南省'],
  [50, '重庆市'],
  [51, '四川省'],
  [52, '贵州省'],
  [53, '云南省'],
  [54, '西藏自治区'],
  [61, '陕西省'],
  [62, '甘肃省'],
  [63, '青海省'],
  [64, '宁夏回族自治区'],
  [65, '新疆维吾尔自治区'],
  [71, '台湾省'],
  [81, '香港特别行政区'],
  [82, '澳门特别行政区'],
];

/** City code (4 digits), name, its districts separated by spaces. */
const CITIES: readonly (readonly [number, string, string])[] = [
  [4401, '广州市', '荔湾区 越秀区 海珠区 天河区 白云区 黄埔区 番禺区 花都区 南沙区 从化区 增城区'],
  [4402, '韶关市', '武江区 浈江区 曲江区 始兴县 仁化县 翁源县 乳源瑶族自治县 新丰县 乐昌市 南雄市'],
  [4403, '深圳市', '罗湖区 福田区 南山区 宝安区 龙岗区 盐田区 龙华区 坪山区 光明区'],
  [4404, '珠海市', '香洲区 斗门区 金湾区'],
  [4405, '汕头市', '龙湖区 金平区 濠江区 潮阳区 潮南区 澄海区 南澳县'],
  [4406, '佛山市', '禅城区 南海区 顺德区 三水区 高明区'],
  [4407, '江门市', '蓬江区 江海区 新会区 台山市 开平市 鹤山市 恩平市'],
  [4408, '湛江市', '赤坎区 霞山区 坡头区 麻章区 遂溪县 徐闻县 廉江市 雷州市 吴川市'],
  [4409, '茂名市', '茂南区 电白区 高州市 化州市 信宜市'],
  [4412, '肇庆市', '端州区 鼎湖区 高要区 广宁县 怀集县 封开县 德庆县 四会市'],
  [4413, '惠州市', '惠城区 惠阳区 博罗县 惠东县 龙门县'],
  [4414, '梅州市', '梅江区 梅县区 大埔县 丰顺县 五华县 平远县 蕉岭县 兴宁市'],
  [4415, '汕尾市', '城区 海丰县 陆河县 陆丰市'],
  [4416, '河源市', '源城区 紫金县 龙川县 连平县 和平县 东源县'],
  [4417, '阳江市', '江城区 阳东区 阳西县 阳春市'],
  [4418, '清远市', '清城区 清新区 佛冈县 阳山县 连山壮族瑶族自治县 连南瑶族自治县 英德市 连州市'],
  [
    4419,
    '东莞市',
    '莞城街道 南城街道 东城街道 万江街道 虎门镇 长安镇 常平镇 塘厦镇 石龙镇 厚街镇 凤岗镇',
  ],
  [
    4420,
    '中山市',
    '石岐街道 东区街道 西区街道 南区街道 五桂山街道 中山港街道 小榄镇 古镇镇 坦洲镇 三乡镇',
  ],
  [4451, '潮州市', '湘桥区 潮安区 饶平县'],
  [4452, '揭阳市', '榕城区 揭东区 揭西县 惠来县 普宁市'],
  [4453, '云浮市', '云城区 云安区 新兴县 郁南县 罗定市'],
  [
    3201,
    '南京市',
    '玄武区 秦淮区 建邺区 鼓楼区 浦口区 栖霞区 雨花台区 江宁区 六合区 溧水区 高淳区',
  ],
  [3202, '无锡市', '锡山区 惠山区 滨湖区 梁溪区 新吴区 江阴市 宜兴市'],
  [3203, '徐州市', '鼓楼区 云龙区 贾汪区 泉山区 铜山区 丰县 沛县 睢宁县 新沂市 邳州市'],
  [3204, '常州市', '天宁区 钟楼区 新北区 武进区 金坛区 溧阳市'],
  [3205, '苏州市', '虎丘区 吴中区 相城区 姑苏区 吴江区 常熟市 张家港市 昆山市 太仓市'],
  [3206, '南通市', '通州区 崇川区 海门区 如东县 启东市 如皋市 海安市'],
  [3207, '连云港市', '连云区 海州区 赣榆区 东海县 灌云县 灌南县'],
  [3208, '淮安市', '淮安区 淮阴区 清江浦区 洪泽区 涟水县 盱眙县 金湖县'],
  [3209, '盐城市', '亭湖区 盐都区 大丰区 响水县 滨海县 阜宁县 射阳县 建湖县 东台市'],
  [3210, '扬州市', '广陵区 邗江区 江都区 宝应县 仪征市 高邮市'],
  [3211, '镇江市', '京口区 润州区 丹徒区 丹阳市 扬中市 句容市'],
  [3212, '泰州市', '海陵区 高港区 姜堰区 兴化市 靖江市 泰兴市'],
  [3213, '宿迁市', '宿城区 宿豫区 沭阳县 泗阳县 泗洪县'],
  [
    3301,
    '杭州市',
    '上城区 拱墅区 西湖区 滨江区 萧山区 余杭区 富阳区 临安区 临平区 钱塘区 桐庐县 淳安县 建德市',
  ],
  [3302, '宁波市', '海曙区 江北区 北仑区 镇海区 鄞州区 奉化区 象山县 宁海县 余姚市 慈溪市'],
  [
    3303,
    '温州市',
    '鹿城区 龙湾区 瓯海区 洞头区 永嘉县 平阳县 苍南县 文成县 泰顺县 瑞安市 乐清市 龙港市',
  ],
  [3304, '嘉兴市', '南湖区 秀洲区 嘉善县 海盐县 海宁市 平湖市 桐乡市'],
  [3305, '湖州市', '吴兴区 南浔区 德清县 长兴县 安吉县'],
  [3306, '绍兴市', '越城区 柯桥区 上虞区 新昌县 诸暨市 嵊州市'],
  [3307, '金华市', '婺城区 金东区 武义县 浦江县 磐安县 兰溪市 义乌市 东阳市 永康市'],
  [3308, '衢州市', '柯城区 衢江区 常山县 开化县 龙游县 江山市'],
  [3309, '舟山市', '定海区 普陀区 岱山县 嵊泗县'],
  [3310, '台州市', '椒江区 黄岩区 路桥区 三门县 天台县 仙居县 温岭市 临海市 玉环市'],
  [3311, '丽水市', '莲都区 青田县 缙云县 遂昌县 松阳县 云和县 庆元县 景宁畲族自治县 龙泉市'],
];

const byParent = (entries: readonly { parentId: number; region: Region }[]) => {
  const map = new Map<number, Region[]>();
  for (const { parentId, region } of entries)
    map.set(parentId, [...(map.get(parentId) ?? []), region]);
  return map;
};

export const provinces: readonly Region[] = PROVINCES.map(([code, name]) => ({
  id: code * 10_000,
  name,
}));

const cityRows = CITIES.map(([code, name, districts]) => ({
  parentId: Math.floor(code / 100) * 10_000,
  region: { id: code * 100, name },
  districts: districts.split(' ').map((district, index) => ({
    parentId: code * 100,
    region: { id: code * 100 + index + 1, name: district },
  })),
}));

const citiesByProvince = byParent(cityRows);
const districtsByCity = byParent(cityRows.flatMap(({ districts }) => districts));

/** A province's cities; none for a province without them (or an unknown id). */
export const citiesOf = (provinceId: number): readonly Region[] =>
  citiesByProvince.get(provinceId) ?? [];

/** A city's districts; none for an unknown id. */
export const districtsOf = (cityId: number): readonly Region[] => districtsByCity.get(cityId) ?? [];

/** The names of a province, city and district that belong together; undefined otherwise. */
export const placeOf = (provinceId: number, cityId: number, districtId: number) => {
  const province = provinces.find(({ id }) => id === provinceId);
  const city = citiesOf(provinceId).find(({ id }) => id === cityId);
  const district = districtsOf(cityId).find(({ id }) => id === districtId);
  return province && city && district
    ? { provinceName: province.name, cityName: city.name, districtName: district.name }
    : undefined;
};
