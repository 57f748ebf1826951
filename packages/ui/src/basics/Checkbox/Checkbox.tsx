import styled from 'styled-components';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check, Minus } from 'lucide-react';

/** The props of a Radix checkbox; give it an `aria-label` or a label pointing at its id. */
export type CheckboxProps = RadixCheckbox.CheckboxProps;

const Box = styled(RadixCheckbox.Root)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.controlOff};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: #fff;
  vertical-align: middle;
  cursor: pointer;

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.fill};
    cursor: not-allowed;
  }
`;

/** A Radix checkbox with a tick, or a dash when some but not all are checked (`'indeterminate'`). */
export function Checkbox(props: CheckboxProps) {
  return (
    <Box {...props}>
      <RadixCheckbox.Indicator>
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" size={12} strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" size={12} strokeWidth={3} />
        )}
      </RadixCheckbox.Indicator>
    </Box>
  );
}
