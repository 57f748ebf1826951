import { observer } from 'mobx-react-lite';
import { BadgeCheck, ClipboardList, Gavel, Package, Store } from 'lucide-react';
import { GuideTour, type GuideStep } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';

const steps: GuideStep[] = [
  {
    title: '现货商城',
    description: '搜索铝锭、铝板、铝卷、型材、铝箔现货，按牌号、状态、规格和仓库筛选。',
    href: hrefTo('search'),
    icon: <Store size={32} aria-hidden />,
  },
  {
    title: '询价求购',
    description: '找不到合适的现货？发布求购需求，供应商报价后一键转为订单。',
    href: hrefTo('query'),
    icon: <ClipboardList size={32} aria-hidden />,
  },
  {
    title: '订单与支付',
    description: '在个人中心跟踪订单：支付定金和尾款、申请发货、确认收货、申请开票。',
    href: hrefTo('orderAllOrder'),
    icon: <Package size={32} aria-hidden />,
  },
  {
    title: '竞拍专场',
    description: '限时竞价，价高者得；关注场次并在开拍时出价。',
    href: hrefTo('promotionList'),
    icon: <Gavel size={32} aria-hidden />,
  },
  {
    title: '企业认证',
    description: '完成企业认证后即可查看价格、询价和下单。',
    href: hrefTo('companyCreate'),
    icon: <BadgeCheck size={32} aria-hidden />,
  },
];

/** /guideNovice: a walk through the main areas; finishing or skipping marks it done (PUT updateIsFinishAppGuide). */
export const GuideNovicePage = observer(function GuideNovicePage() {
  const { session } = useStores();
  const finish = () => void session.finishGuide();
  return <GuideTour title="新手引导" steps={steps} onFinish={finish} onSkip={finish} />;
});
