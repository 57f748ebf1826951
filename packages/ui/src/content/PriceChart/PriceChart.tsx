import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import type { EChartsOption } from 'echarts';
import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { space } from '../../theme/index.ts';

/** One series of the chart, its values already formatted for reading. */
export interface ChartSeries {
  /** The series' key, e.g. A00-CJ. */
  code: string;
  /** Its name in the legend and the tooltip, e.g. 长江现货 A00 铝. */
  name: string;
  /** 'price' uses the left axis (元/吨); 'premium' the right one (a fee over a price). */
  axis: 'price' | 'premium';
  /** The price on each of `dates`, null where it has none. */
  values: readonly (number | null)[];
  /** The price on each of `dates` as read out, e.g. ¥19,800.00. */
  prices: readonly string[];
  /** The change on each of `dates` as read out, e.g. +90.00. */
  changes: readonly string[];
}

/** A series of the legend and whether it is shown. */
export interface LegendItem {
  /** The series' key. */
  code: string;
  /** Its name. */
  name: string;
  /** Shown on the chart. */
  on: boolean;
}

export interface PriceChartProps {
  /** The trading days, oldest first: the x axis. */
  dates: readonly string[];
  /** The series shown, in the legend's order. */
  series: readonly ChartSeries[];
  /** Every series, to switch on and off. */
  legend: readonly LegendItem[];
  /** Switches a series on or off. */
  onToggle: (code: string) => void;
  /** What the chart shows, e.g. 近一月 铝价走势. */
  label: string;
}

/** Series colours in the legend's order (each 3:1 against white). */
const COLORS = [theme.color.primary, theme.color.price, theme.color.success];

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const LegendButton = styled.button<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  height: ${({ theme: t }) => t.control.sm};
  padding: 0 ${space(3)};
  border: 1px solid ${({ theme: t }) => t.color.border};
  border-radius: ${({ theme: t }) => t.radius.md};
  background: ${({ theme: t }) => t.color.surface};
  color: ${({ theme: t }) => t.color.textSecondary};
  cursor: pointer;

  &::before {
    content: '';
    width: 14px;
    height: 3px;
    background: ${({ $color, theme: t }) => $color || t.color.controlOff};
  }
  &[aria-pressed='true'] {
    border-color: ${({ $color }) => $color};
    color: ${({ theme: t }) => t.color.text};
  }
`;

const Canvas = styled.div`
  position: relative;
  height: 360px;
  border: 1px solid ${({ theme: t }) => t.color.border};
  border-radius: ${({ theme: t }) => t.radius.md};

  &:focus-visible {
    outline: 2px solid ${({ theme: t }) => t.color.primary};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme: t }) => t.color.textMuted};
  font-size: ${({ theme: t }) => t.font.size.xs};
`;

const Live = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** What the tooltip and the live region say of day `index`. */
export function describePoint(
  dates: readonly string[],
  series: readonly ChartSeries[],
  index: number,
): string {
  const parts = series.map(
    (line) => `${line.name} ${line.prices[index] ?? '-'}，涨跌 ${line.changes[index] ?? '-'}`,
  );
  return `${dates[index] ?? ''}：${parts.join('；')}`;
}

const tooltipHtml = (dates: readonly string[], series: readonly ChartSeries[], index: number) =>
  [
    `<strong>${dates[index] ?? ''}</strong>`,
    ...series.map(
      (line, i) =>
        `<span style="color:${COLORS[i % COLORS.length] ?? ''}">●</span> ${line.name}：${line.prices[index] ?? '-'}（${line.changes[index] ?? '-'}）`,
    ),
  ].join('<br/>');

const yuanLabel = (value: number) => value.toLocaleString('zh-CN');

function optionOf(
  dates: readonly string[],
  series: readonly ChartSeries[],
  colors: string[],
): EChartsOption {
  const hasPremium = series.some((line) => line.axis === 'premium');
  const hasPrice = series.some((line) => line.axis === 'price');
  return {
    animation: false,
    color: colors,
    grid: { left: 72, right: hasPremium ? 120 : 88, top: 32, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross', label: { backgroundColor: theme.color.textSecondary } },
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        return tooltipHtml(dates, series, first?.dataIndex ?? 0);
      },
    },
    xAxis: {
      type: 'category',
      data: [...dates],
      boundaryGap: false,
      axisLabel: { color: theme.color.textSecondary, hideOverlap: true },
    },
    yAxis: [
      {
        type: 'value',
        name: hasPrice ? '元/吨' : '',
        scale: true,
        show: hasPrice,
        axisLabel: { color: theme.color.textSecondary, formatter: yuanLabel },
      },
      {
        type: 'value',
        name: hasPremium ? '加工费 元/吨' : '',
        scale: true,
        show: hasPremium,
        splitLine: { show: false },
        axisLabel: { color: theme.color.textSecondary, formatter: yuanLabel },
      },
    ],
    series: series.map((line) => ({
      type: 'line',
      name: line.name,
      yAxisIndex: line.axis === 'premium' ? 1 : 0,
      data: [...line.values],
      showSymbol: false,
      connectNulls: true,
      markPoint: {
        symbolSize: 44,
        label: { fontSize: 10, formatter: ({ value }) => yuanLabel(Number(value)) },
        data: [
          { type: 'max', name: '最高' },
          { type: 'min', name: '最低' },
        ],
      },
      markLine: {
        symbol: 'none',
        label: { formatter: ({ value }) => `均价 ${yuanLabel(Number(value))}` },
        data: [{ type: 'average', name: '均价' }],
      },
    })),
  };
}

/**
 * The data centre's price chart: reference series over trading days, with price and date
 * axes, a crosshair and tooltip (date, price, change), the high and low marked and the average
 * drawn, a legend of buttons that switch series, and from the keyboard the arrow keys (Home,
 * End) move a focused day whose prices an aria-live region reads out. The table beside it is
 * the accessible alternative of the whole.
 *
 * Drawn with Apache ECharts 6 (tree-shaken: line chart, grid, tooltip, marks, canvas renderer;
 * loaded by a dynamic import, so it arrives only when a chart is shown). Chosen over uPlot
 * (smaller, but tooltips, marks and a second axis would be hand-written plugins),
 * lightweight-charts (a trading chart: time scale and crosshair, but no average line, and its
 * markers are for bars) and recharts (SVG with a node per point, slow for a year of three
 * series, and twice the size with d3): ECharts draws thousands of points on canvas smoothly,
 * has high/low/average marks, a crosshair, two y axes and Chinese built in, and the parts used
 * are about 96 kB gzip in their own chunk, off the home route. Its canvas is not readable by screen readers,
 * hence the live region, the keyboard and the table.
 */
export function PriceChart({ dates, series, legend, onToggle, label }: PriceChartProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const [ready, setReady] = useState(false);
  const [focused, setFocused] = useState<number | null>(null);
  const hintId = useId();
  const colorOf = (code: string) => COLORS[legend.findIndex((item) => item.code === code)] ?? '';
  const point = focused === null || dates.length === 0 ? null : Math.min(focused, dates.length - 1);

  useEffect(() => {
    const element = canvasRef.current;
    if (!element) return undefined;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts.ts').then(({ createChart }) => {
      if (disposed) return;
      const chart = createChart(element);
      chartRef.current = chart;
      observer = new ResizeObserver(() => chart.resize());
      observer.observe(element);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const colors = series.map(
      (line) => COLORS[legend.findIndex((item) => item.code === line.code)] ?? '',
    );
    chartRef.current?.setOption(optionOf(dates, series, colors), { notMerge: true });
  }, [ready, dates, series, legend]);

  const focus = (index: number) => {
    const bounded = Math.max(0, Math.min(dates.length - 1, index));
    setFocused(bounded);
    chartRef.current?.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: bounded });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = dates.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: (point ?? last + 1) - 1,
      ArrowRight: (point ?? last - 1) + 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    focus(next);
  };

  return (
    <Root>
      <Legend role="group" aria-label="价格系列">
        {legend.map((item) => (
          <LegendButton
            key={item.code}
            type="button"
            aria-pressed={item.on}
            $color={item.on ? colorOf(item.code) : ''}
            onClick={() => onToggle(item.code)}
          >
            {item.name}
          </LegendButton>
        ))}
      </Legend>
      <Canvas
        ref={canvasRef}
        role="application"
        aria-roledescription="图表"
        aria-label={label}
        aria-describedby={hintId}
        aria-busy={!ready}
        tabIndex={0}
        onKeyDown={handleKeyDown}
        onFocus={() => focus(point ?? dates.length - 1)}
        onBlur={() => {
          chartRef.current?.dispatchAction({ type: 'hideTip' });
        }}
      />
      <Hint id={hintId}>
        聚焦图表后用 ← → 键逐日查看，Home / End 跳到首日 / 末日；下表为全部数据。
      </Hint>
      <Live aria-live="polite">{point === null ? '' : describePoint(dates, series, point)}</Live>
    </Root>
  );
}
