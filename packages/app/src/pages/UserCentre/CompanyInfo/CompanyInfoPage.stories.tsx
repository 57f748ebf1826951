import { expect } from 'storybook/test';
import { userCentrePaths } from '@mall/domain/contract/userCentre';
import { callsTo, certificationFixtures, createUserCentreServer } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { failingPage, loadingPage, orderStories } from '@mall/app/testing';
import { CompanyInfoPage } from './CompanyInfoPage.tsx';
import { hrefTo } from '../../../routes/links.ts';

const page = orderStories(createUserCentreServer);

const base = page.meta('/center/userInfo/companyInfo');

const meta = preview.meta({
  title: '页面/用户中心/企业信息 — CompanyInfoPage',
  component: CompanyInfoPage,
  ...base,
  parameters: {
    ...base.parameters,
    ...page.withServer({ certification: certificationFixtures.verified }).parameters,
  },
});

/** The certified company as approved, and the user's role in it. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('佛山市南海区华铝金属制品有限公司')).toBeVisible();
    await expect(canvas.getByText('认证状态').nextElementSibling).toHaveTextContent('已认证');
    await expect(canvas.getByText('统一社会信用代码').nextElementSibling).toHaveTextContent(
      '91350100M000100Y43',
    );
    await expect(canvas.getByText('账号角色').nextElementSibling).toHaveTextContent('企业管理员');
  },
});

/** An employee sees the same company, as 企业员工. */
export const Employee = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('账号角色')).toBeVisible();
    await expect(canvas.getByText('账号角色').nextElementSibling).toHaveTextContent('企业员工');
  },
});

/** Not certified: a link to 企业认证, and nothing is asked of the server. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/完成企业认证后即可查看企业信息/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      hrefTo('companyCreate'),
    );
    await expect(callsTo(page.serverOf(loaded).requests, userCentrePaths.certification)).toEqual(
      [],
    );
  },
});

export const Loading = meta.story(loadingPage(userCentrePaths.certification));

export const ServerError = meta.story(
  failingPage(userCentrePaths.certification, 500, '服务器繁忙', {
    msg: '服务器繁忙',
    retry: true,
  }),
);
