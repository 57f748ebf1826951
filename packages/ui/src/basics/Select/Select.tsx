import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';
import { space } from '../../theme/index.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** The value submitted. */
  value: string | number;
  /** The text shown. */
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, LabelledProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice asking to choose, e.g. 请选择反馈类型. */
  placeholder?: string;
}

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    right: ${space(3)};
    color: ${({ theme }) => theme.color.textSecondary};
    pointer-events: none;
  }
`;

const Field = styled.select`
  width: 100%;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${space(7)} 0 ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  appearance: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * A native select (keyboard and screen readers work as the platform does) with its label on
 * the left and the error under it. The ref reaches the `<select>`, so `register` works.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, label, required, error, $labelWidth, id, ...rest },
  ref,
) {
  return (
    <LabelledField field={{ label, required, error, $labelWidth, id }}>
      {(control) => (
        <Control>
          <Field ref={ref} {...control} {...rest}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Field>
          <ChevronDown aria-hidden="true" size={14} />
        </Control>
      )}
    </LabelledField>
  );
});
