import { AppDownload } from '@mall/ui';
import { DEFAULT_MOBILE_SITE_URL } from '../../../shell/mobile.ts';

/** The mobile site, which also serves the App's download page (configurable at build time). */
const mobileSite = import.meta.env.VITE_MOBILE_SITE_URL ?? DEFAULT_MOBILE_SITE_URL;
const appUrl = (path: string) => new URL(path, mobileSite).toString();

/** /home/appExtension: what the mall's App offers, and a QR code to download it. */
export function AppExtensionPage() {
  return (
    <AppDownload
      title="铝材商城 App"
      slogan="随时随地看行情、查现货、跟订单"
      features={[
        '实时铝价与行情推送',
        '现货搜索与一键询价',
        '订单进度与物流跟踪',
        '扫码登录电脑端',
      ]}
      downloadUrl={appUrl('app/download')}
      links={[
        { label: 'iPhone 版', href: appUrl('app/download?platform=ios') },
        { label: 'Android 版', href: appUrl('app/download?platform=android') },
      ]}
    />
  );
}
