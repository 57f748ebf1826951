import type { CSSProperties } from 'react';
import { theme, type Theme } from '@mall/ui';
import { contrastGrade, contrastRatio } from './contrast.ts';
import { DocTable } from './DocTable.tsx';

type ColourName = keyof Theme['color'];

/** The colours that text and controls sit on, each with what it is the background of. */
const backgrounds = [
  ['surface', '卡片、表格、弹窗'],
  ['background', '页面底色、悬停的行'],
  ['fill', '表头、顶栏、禁用的输入框'],
  ['primarySoft', '当前菜单、选中项'],
] as const satisfies readonly (readonly [ColourName, string])[];

const swatch = (colour: string): CSSProperties => ({
  display: 'inline-block',
  width: 48,
  height: 24,
  verticalAlign: 'middle',
  background: colour,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.sm,
});

/** A colour's ratio against a background, with what WCAG AA allows at it. */
function Ratio({ colour, on }: { colour: string; on: string }) {
  const ratio = contrastRatio(colour, on);
  if (ratio === undefined) return <>半透明，不适用</>;
  return (
    <>
      {ratio.toFixed(2)}:1 {contrastGrade(ratio)}
    </>
  );
}

/**
 * Every colour of the ui theme with its contrast ratio against each background it may sit on,
 * and of white text on it (a filled button or tag).
 */
export function ColourTokens() {
  return (
    <DocTable
      columns={[
        '颜色',
        '名称与色值',
        ...backgrounds.map(([name, use]) => `在 ${name} 上（${use}）`),
        '白字在它上面',
      ]}
    >
      {Object.entries(theme.color).map(([name, colour]) => (
        <tr key={name}>
          <td>
            <span style={swatch(colour)} aria-hidden />
          </td>
          <th scope="row">
            {name}
            <br />
            <code>{colour}</code>
          </th>
          {backgrounds.map(([background]) => (
            <td key={background}>
              <Ratio colour={colour} on={theme.color[background]} />
            </td>
          ))}
          <td>
            <Ratio colour={theme.color.surface} on={colour} />
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

const SAMPLE = '现货铝锭 A00 · 18,920.00 元/吨';

/** The ui theme's type scale: every size in both weights, in the theme's font stack. */
export function TypeScale() {
  const { family, size, weight, lineHeight } = theme.font;
  return (
    <>
      <p>
        字体：<code>{family}</code>；行高 {lineHeight}；字重只有 {weight.regular}（常规）和{' '}
        {weight.bold}（加粗）。
      </p>
      <DocTable columns={['名称', '字号', '常规', '加粗']}>
        {Object.entries(size).map(([name, px]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <code>{px}</code>
            </td>
            {[weight.regular, weight.bold].map((w) => (
              <td key={w} style={{ fontFamily: family, fontSize: px, fontWeight: w, lineHeight }}>
                {SAMPLE}
              </td>
            ))}
          </tr>
        ))}
      </DocTable>
    </>
  );
}

/** A table of named lengths of the theme, each drawn by `draw`. */
function Lengths({
  values,
  draw,
}: {
  values: Readonly<Record<string, string>>;
  draw: (value: string) => CSSProperties;
}) {
  return (
    <DocTable columns={['名称', '值', '示意']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>
            <code>{value}</code>
          </td>
          <td>
            <span style={{ display: 'block', ...draw(value) }} aria-hidden />
          </td>
        </tr>
      ))}
    </DocTable>
  );
}

const bar = (width: string): CSSProperties => ({
  width,
  height: 16,
  background: theme.color.primary,
});

/** The 4 px spacing grid (`space(n)`), the control heights and the page's fixed lengths. */
export function SpacingScale() {
  const steps = Object.fromEntries(
    theme.space.slice(1).map((px, i) => [`space(${i + 1})`, `${px}px`]),
  );
  return (
    <>
      <h2>间距</h2>
      <Lengths values={steps} draw={bar} />
      <h2>控件高度</h2>
      <p>按钮、输入框和下拉框的高度，一行工具栏因此对齐。</p>
      <Lengths values={theme.control} draw={(height) => ({ ...bar('96px'), height })} />
      <h2>版面尺寸</h2>
      <Lengths
        values={theme.layout}
        draw={(width) => ({ ...bar(`calc(${width} / 3)`), height: 8 })}
      />
      <p>
        content 是内容区宽度，sideMenu 是左侧菜单宽度，header 是页头高度；示意按三分之一长度画出。
      </p>
    </>
  );
}

const box: CSSProperties = {
  width: 96,
  height: 48,
  background: theme.color.surface,
  border: `1px solid ${theme.color.borderStrong}`,
};

/** The theme's corner radii. */
export function RadiusScale() {
  return <Lengths values={theme.radius} draw={(borderRadius) => ({ ...box, borderRadius })} />;
}

/** The theme's shadows, each under a white box. */
export function ShadowScale() {
  return (
    <Lengths
      values={theme.shadow}
      draw={(boxShadow) => ({ ...box, border: 'none', margin: 16, boxShadow })}
    />
  );
}
