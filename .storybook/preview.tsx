import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { screenDocsPage } from '@mall/app/catalogue';
import { ThemeRoot } from '@mall/ui';
import { callLog, startWorker } from './msw.ts';
import { waits } from '../waits.config.mjs';

// findBy… and waitFor wait for their state as long as waits.config.mjs gives any state (30 s,
// not Testing Library's 1 s): the bound of a slow, loaded machine, which a passing story never
// waits out. A play passes no time-out of its own.
configure({ asyncUtilTimeout: waits.state });

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startWorker)],
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  parameters: {
    // An axe violation fails the story's test. Only violations are collected whole: axe then
    // skips describing every passing node, which was a quarter of the story run's time. Nor does
    // it fetch and parse every style sheet first (`preload`): only css-orientation-lock reads
    // them, and no screen locks its orientation; that was a fifth of what axe still took.
    // axe's target-size rule (WCAG 2.2 2.5.8, off in axe by default) is on for every story: each
    // control is at least 24 by 24 px, or has room around it (issue 31).
    a11y: {
      test: 'error',
      options: { resultTypes: ['violations'], preload: false },
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    layout: 'padded',
    // Every story file's docs page; a page's also names its routes, calls and states.
    docs: { page: screenDocsPage(callLog) },
    // The catalogue opens on its front page; Storybook reads this order as written here.
    options: {
      storySort: {
        order: [
          '产品说明',
          ['首页', '页面地图'],
          '设计规范',
          ['颜色', '字号', '间距', '圆角', '阴影'],
          '页面',
          [
            '登录注册',
            '新手引导',
            '首页',
            '现货商城',
            '购物车',
            '询价求购',
            '订单中心',
            '售后服务',
            '用户中心',
            '竞拍',
            '消息中心',
            '资讯与帮助',
            '页面框架',
            '错误页',
          ],
          'Components',
        ],
      },
    },
  },
  tags: ['autodocs'],
});
