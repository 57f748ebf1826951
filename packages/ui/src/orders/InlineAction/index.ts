export { InlineAction, type InlineActionProps } from './InlineAction.tsx';
