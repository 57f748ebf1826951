export { MessageDropdown, type MessageDropdownProps } from './MessageDropdown.tsx';
