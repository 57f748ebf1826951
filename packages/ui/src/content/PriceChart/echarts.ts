import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  MarkLineComponent,
  MarkPointComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The parts of ECharts the price chart uses, registered once: a line chart on a canvas with
 * its grid and axes, the tooltip with its crosshair and the high/low points and average line.
 * Loaded by `PriceChart` with a dynamic import, so it is its own chunk.
 */
register([
  LineChart,
  GridComponent,
  TooltipComponent,
  MarkPointComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

export { init };
