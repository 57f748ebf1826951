import { Popover } from 'radix-ui';
import styled from 'styled-components';
import { bareField } from '../Input/Input.tsx';

/** The bordered box of a date field: its text (or two) and the calendar button. */
export const PickerBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 1px solid ${({ theme }) => theme.color.primary};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    outline-color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.fill};
  }
`;

/** The yyyy-mm-dd text inside the box. */
export const DateInput = styled.input`
  flex: 1;
  width: 0;
  min-width: 88px;
  ${bareField}
`;

/** The calendar icon button at the box's end (24 px at least, named). */
export const CalendarButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.fill};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** The panel the calendar opens in, under the box. */
export const CalendarPanel = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.z.popover};
  display: flex;
  min-width: 200px;
  min-height: 120px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

/** The wait while the calendar's code loads (it comes with the first opening). */
export const CalendarLoading = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.textMuted};
`;
