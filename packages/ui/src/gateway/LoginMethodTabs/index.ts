export {
  LoginMethodTabs,
  type LoginMethod,
  type LoginMethodTabsProps,
} from './LoginMethodTabs.tsx';
