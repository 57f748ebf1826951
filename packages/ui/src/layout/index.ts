// Shell and layout pieces: the top bar, header, navigation, footer, centre layout and error page.
export * from './TopBar/index.ts';
export * from './SiteHeader/index.ts';
export * from './SearchBox/index.ts';
export * from './MessageTrigger/index.ts';
export * from './CartLink/index.ts';
export * from './MainNav/index.ts';
export * from './Footer/index.ts';
export * from './SideMenu/index.ts';
export * from './CenterLayout/index.ts';
export * from './PageLayout/index.ts';
export * from './TopProgressBar/index.ts';
export * from './ErrorPage/index.ts';
export * from './GatewayFrame/index.ts';
export * from './AsideLayout/index.ts';
export * from './AuthPanel/index.ts';
export * from './StandaloneFrame/index.ts';
export * from './Stack/index.ts';
