export { CartTabs, type CartTab, type CartTabsProps } from './CartTabs.tsx';
