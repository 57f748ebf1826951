import { Popover } from 'radix-ui';
import styled from 'styled-components';
import { bareField, fieldBox } from '../Input/Input.tsx';

/** The bordered box of a date field: its text (or two) and the calendar button. */
export const PickerBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[3]}px;
  ${fieldBox}

  &[data-size='sm'] {
    height: ${({ theme }) => theme.control.sm};
    padding: 0 1px 0 ${({ theme }) => theme.space[1]}px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &[data-size='sm'] > button {
    width: 24px;
    height: 24px;
  }
`;

/** The yyyy-mm-dd text inside the box. */
export const DateInput = styled.input`
  flex: 1;
  width: 0;
  min-width: 88px;
  ${bareField}
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
