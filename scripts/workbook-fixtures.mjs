// Writes the buyers' workbooks the inquiry import is tested on
// (packages/domain/src/workbook/fixtures), each as another program writes it, none from the
// mall's template: two with exceljs, three with LibreOffice Calc run headless (from HTML tables
// it converts, a merged title with them), and two CSVs (UTF-8 with a BOM, and GBK by iconv).
// Needs LibreOffice (`apt-get install -y libreoffice-calc-nogui`) and iconv; the tests read the
// committed files and need neither. Run: node scripts/workbook-fixtures.mjs [file names]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// exceljs is the sandbox's dependency, reached from its package.
const ExcelJS = createRequire(new URL('../packages/sandbox/package.json', import.meta.url))(
  'exceljs',
);
const out = fileURLToPath(new URL('../packages/domain/src/workbook/fixtures/', import.meta.url));

/**
 * exceljs: a merged title row, the header on row 2 from 序号, numbers stored as text, the unit
 * t, a row of 500 kg, three bad rows, a remark holding markup, a note and a total.
 */
async function customerXlsx() {
  const book = new ExcelJS.Workbook();
  book.creator = '某某铝业 采购部';
  const sheet = book.addWorksheet('询价单');
  sheet.addRow(['某某铝业 询价单（客户自制）']);
  sheet.mergeCells('A1:J1');
  sheet.addRow([
    '序号',
    '牌号',
    '状态',
    '厚度(mm)',
    '宽度(mm)',
    '长度(mm)',
    '数量',
    '单位',
    '表面处理',
    '备注',
  ]);
  const rows = [
    ['1', '6063', 'T5', '2.0', '1250', '2500', '10', 't', '氧化', ''],
    [
      '2',
      '5052',
      'H32',
      '1.5',
      '1220',
      '2440',
      '500',
      'kg',
      '',
      '<b>加急</b><script>alert(1)</script>',
    ],
    ['3', '铝板', '', '2', '1000', '2000', '3', '吨', '', ''],
    ['4', '6061', 'T6', '', '1500', '3000', '2', 't', '', ''],
    [],
    ['5', '3003', 'H24', '0.8', '1000', 'C', '5', 't', '', '卷材'],
    ['6', '1060', 'O', '3', '1500', '3000', '二十', '吨', '', ''],
    ['7', '6082', 'T6', '12mm', '1500', '3000', '1.5', 'T', '', ''],
    ['合计', '', '', '', '', '', '521', '', '', ''],
    ['注：请于三日内回复报价'],
  ];
  for (const row of rows) sheet.addRow(row);
  sheet.getCell('A12').font = { italic: true };
  await book.xlsx.writeFile(join(out, 'exceljs-customer.xlsx'));
}

/**
 * exceljs: the header on row 4 under a company block, one 规格 column (2.0*1250*2500,
 * 1.5×1220×2440, 3x1500xC), 重量(kg), real dates, a text date, a date serial, a delivery city
 * merged down three rows, one 规格 it cannot read.
 */
async function specXlsx() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(['采购单位：佛山市某某门窗有限公司']);
  sheet.addRow(['联系人：王先生', '', '电话：13900000000']);
  sheet.addRow([]);
  sheet.addRow(['合金', '规格', '重量（kg）', '交货地', '交期', '备注']);
  sheet.addRow(['6063-T5', '2.0*1250*2500', 2000, '佛山', new Date(Date.UTC(2027, 0, 15)), '']);
  sheet.addRow(['5083H111', '1.5×1220×2440', '1,500', '', '2027/2/1', '']);
  sheet.addRow(['3003-H24', '3x1500xC', 800, '', 46418, '卷']);
  sheet.addRow(['6061-T6', '2*1220', 1000, '广州', '2027年3月1日', '']);
  sheet.addRow(['7075-T651', '十二厚', 500, '广州', '2027-03-01', '']);
  sheet.mergeCells('D5:D7');
  sheet.getCell('E5').numFmt = 'yyyy/m/d';
  await book.xlsx.writeFile(join(out, 'exceljs-spec.xlsx'));
}

const cell = (value, attrs = '') => `<td${attrs}>${value}</td>`;
const html = (rows) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><table>${rows
    .map((row) => `<tr>${row}</tr>`)
    .join('')}</table></body></html>`;

/** LibreOffice Calc converts an HTML table (a merged title by colspan) into `names`. */
function calc(source, names) {
  const work = mkdtempSync(join(tmpdir(), 'workbook-'));
  const input = join(work, 'sheet.html');
  writeFileSync(input, source);
  for (const [name, format] of names) {
    execFileSync(
      'soffice',
      ['--headless', '--infilter=HTML (StarCalc)', '--convert-to', format, '--outdir', work, input],
      { stdio: 'ignore' },
    );
    renameSync(join(work, `sheet.${format.split(':')[0]}`), join(out, name));
  }
  rmSync(work, { recursive: true, force: true });
}

/** Calc, .xlsx and .xls: header on row 1 in another order and other names, numbers as numbers. */
function calcPlain() {
  calc(
    html([
      ['材质', '状态代号', '厚', '宽', '长', '吨位', '交货城市', '期望交期', '说明']
        .map((text) => `<th>${text}</th>`)
        .join(''),
      ['5754', 'H22', '2', '1250', '2500', '6', '无锡', '2027-01-20', '覆膜']
        .map((v) => cell(v))
        .join(''),
      ['1100', 'H14', '0.5', '1000', '2000', '1.25', '无锡', '2027-01-20', '']
        .map((v) => cell(v))
        .join(''),
      ['6063', 'T5', '1.2', '1219', '2438', '-3', '无锡', '2027-01-20', '']
        .map((v) => cell(v))
        .join(''),
      ['2024', 'T3', '4', '1200', '2400', '0.8', '', '2027-02-10', ''].map((v) => cell(v)).join(''),
      ['小计', '', '', '', '', '7.05', '', '', ''].map((v) => cell(v)).join(''),
    ]),
    [
      ['calc-plain.xlsx', 'xlsx:Calc MS Excel 2007 XML'],
      ['calc-plain.xls', 'xls:MS Excel 97'],
    ],
  );
}

/** Calc, .xls: a merged title, the header on row 2 with 规格型号, units in the cells. */
function calcTitled() {
  calc(
    html([
      cell('华南铝材 采购询价表', ' colspan="7"'),
      ['序号', '牌号', '规格型号', '需求数量', '表面', '交货地点', '备注']
        .map((text) => `<th>${text}</th>`)
        .join(''),
      ['1', '6063T5', '1.4*1220*2440mm', '2吨', '喷涂', '佛山', ''].map((v) => cell(v)).join(''),
      ['2', '6061 T6', '10×1500×3000', '30张', '', '佛山', ''].map((v) => cell(v)).join(''),
      ['3', '5052-H32', '3*1250*2500', '800kg', '', '佛山', ''].map((v) => cell(v)).join(''),
      ['4', '6063', '2*1250*2500', '3箱', '', '佛山', ''].map((v) => cell(v)).join(''),
    ]),
    [['calc-titled.xls', 'xls:MS Excel 97']],
  );
}

/** Calc, .xlsx: 500 rows under a title, 规格 in one column, a city and a date: the bench's. */
function calc500() {
  const rows = [cell('某某铝业 询价单（客户自制）', ' colspan="8"')];
  const header = ['序号', '牌号', '规格', '数量', '单位', '交货地', '交期', '备注'];
  rows.push(header.map((text) => `<th>${text}</th>`).join(''));
  for (let index = 1; index <= 500; index += 1) {
    const row = [index, '6063-T5', `2.0*1250*${2000 + index}`, index, 't', '佛山', '2027/5/1', ''];
    rows.push(row.map((value) => cell(value)).join(''));
  }
  calc(html(rows), [['calc-500.xlsx', 'xlsx:Calc MS Excel 2007 XML']]);
}

const CSV_ROWS = [
  '牌号,状态,规格,数量,单位,交货城市,期望交期,备注',
  '6063,T5,2.0*1250*2500,2吨,,佛山,2027-01-10,',
  '5052,H32,1.5*1220*2440,500kg,,佛山,2027/1/10,"含税, 含运费"',
  '6061,T6,3*1500*3000,10,张,佛山,2027-01-10,',
  ',,,,,,,',
  '7075,T6,abc,1,吨,佛山,2027-01-10,',
  '合计,,,,,,,',
];

/** A CSV in UTF-8 with a BOM, as Excel's "CSV UTF-8" saves, a title line first. */
function utf8Csv() {
  const text = ['询价清单（2027年1月）,,,,,,,', ...CSV_ROWS].join('\r\n');
  writeFileSync(join(out, 'utf8-bom.csv'), `\ufeff${text}\r\n`);
}

/** A CSV in GBK, as Chinese Excel's plain "CSV" saves, by iconv. */
function gbkCsv() {
  const utf8 = join(out, 'gbk.utf8.tmp');
  writeFileSync(utf8, `${CSV_ROWS.join('\r\n')}\r\n`);
  writeFileSync(join(out, 'gbk.csv'), execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GBK', utf8]));
  rmSync(utf8);
}

/** Each writer by the files it writes; the names given on the command line, else all. */
const WRITERS = [
  [['exceljs-customer.xlsx'], customerXlsx],
  [['exceljs-spec.xlsx'], specXlsx],
  [['calc-plain.xlsx', 'calc-plain.xls'], calcPlain],
  [['calc-titled.xls'], calcTitled],
  [['calc-500.xlsx'], calc500],
  [['utf8-bom.csv'], utf8Csv],
  [['gbk.csv'], gbkCsv],
];
const asked = process.argv.slice(2);
for (const [names, write] of WRITERS) {
  if (asked.length === 0 || names.some((name) => asked.includes(name))) await write();
}
console.log(`written in ${out}`);
