export {
  ThirdPartyButtons,
  type ThirdPartyButtonsProps,
  type ThirdPartyLink,
  type ThirdPartyType,
} from './ThirdPartyButtons.tsx';
