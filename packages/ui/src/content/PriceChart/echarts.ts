import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as register, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * A chart on `element` with the parts of ECharts the price chart uses: a line chart on a
 * canvas with its grid and axes, the tooltip with its crosshair and the high/low points and
 * average line, in Chinese. Registering twice is a no-op; it is done here, not at the top of
 * the module, so that a side-effect-free build keeps it. Loaded by `PriceChart` with a dynamic
 * import, so it is its own chunk.
 */
export function createChart(element: HTMLElement): EChartsType {
  register([
    LineChart,
    GridComponent,
    TooltipComponent,
    MarkPointComponent,
    MarkLineComponent,
    CanvasRenderer,
  ]);
  return init(element, undefined, { renderer: 'canvas', locale: 'ZH' });
}
