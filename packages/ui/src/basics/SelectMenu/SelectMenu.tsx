import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { space } from '../../theme/index.ts';
import { menuItem, menuSurface } from '../../theme/menu.ts';

/** One choice of a SelectMenu. */
export interface SelectMenuOption {
  /** The value handed back when it is chosen. */
  value: string;
  /** The text shown. */
  label: string;
}

export interface SelectMenuProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'onChange' | 'children'
> {
  /** The chosen value, one of the options' values; '' shows the placeholder. */
  value: string;
  /** The choices, in order. */
  options: readonly SelectMenuOption[];
  /** Called with the value chosen. */
  onValueChange: (value: string) => void;
  /** The control's accessible name, e.g. 每页条数, unless a label names it (Select). */
  'aria-label'?: string;
  /** The trigger's height: the theme's sm (28 px) or md (32 px, by default). */
  $size?: 'sm' | 'md';
  /** What the trigger shows while nothing is chosen, e.g. 请选择. */
  placeholder?: string;
  /** Fills its container's width (a form field); as wide as its text by default. */
  $block?: boolean;
}

const Trigger = styled(RadixSelect.Trigger)<{ $size: 'sm' | 'md'; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)};
  height: ${({ theme, $size }) => theme.control[$size]};
  padding: 0 ${space(2)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible,
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > svg {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

const Content = styled(RadixSelect.Content)`
  ${menuSurface}
  /* Over a dialog too: the list of a field in a dialog (充值's 收款账户) opens above its overlay. */
  z-index: ${({ theme }) => theme.z.dialog + 1};
  min-width: var(--radix-select-trigger-width);
  /* A long list (34 provinces) scrolls inside the room the window has below or above it. */
  max-height: min(320px, var(--radix-select-content-available-height));
`;

const Item = styled(RadixSelect.Item)`
  ${menuItem}
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 28px;
  padding-right: ${space(2)};
  white-space: nowrap;

  &[data-state='checked'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & > span:first-child {
    flex: 1;
  }
`;

/**
 * The app's own drop-down choice (a Radix Select), drawn the same in every browser: a trigger
 * showing the chosen label and a listbox under it. Keyboard: Enter, Space or the arrows open it,
 * the arrows and typing move, Enter chooses, Esc closes and returns to the trigger. Other props
 * (id, aria-invalid, aria-describedby, onBlur, onKeyDown) reach the trigger; a key handler that
 * prevents the default keeps the list closed (an inquiry line's Enter moves to the next line).
 */
export function SelectMenu({
  value,
  options,
  onValueChange,
  $size = 'md',
  $block = false,
  placeholder,
  disabled,
  ...trigger
}: SelectMenuProps) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <Trigger {...trigger} $size={$size} $block={$block}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden="true" size={14} />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4} align="start">
          <RadixSelect.Viewport>
            {options.map((option) => (
              <Item key={option.value} value={option.value}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator>
                  <Check aria-hidden="true" size={14} />
                </RadixSelect.ItemIndicator>
              </Item>
            ))}
          </RadixSelect.Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
