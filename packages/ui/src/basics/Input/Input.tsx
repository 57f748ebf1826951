import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, fieldControlProps } from '../FormField/FormField.tsx';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** The label on the left; without it give the input an `aria-label`. */
  label?: ReactNode;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** The message under the field, in Chinese; the field is then marked invalid. */
  error?: string;
  /** Shown inside the field before the text, e.g. ¥. */
  prefix?: ReactNode;
  /** Shown inside the field after the text, e.g. a unit such as 吨. */
  suffix?: ReactNode;
  /** Width of the label column. */
  $labelWidth?: string;
}

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
    outline: 1px solid ${({ theme }) => theme.color.primary};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    outline-color: ${({ theme }) => theme.color.danger};
  }
  &[data-disabled='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.fill};
    cursor: not-allowed;
  }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  font-variant-numeric: tabular-nums;

  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const Affix = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * A text field with its label on the left, a prefix or suffix, and the error under it. The ref
 * reaches the `<input>`, so react-hook-form's `register` works.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, required = false, error, prefix, suffix, $labelWidth, id, disabled, ...rest },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <FormField
      controlId={controlId}
      label={label}
      required={required}
      error={error}
      $labelWidth={$labelWidth}
    >
      <Control data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        {prefix && <Affix>{prefix}</Affix>}
        <Field
          ref={ref}
          disabled={disabled}
          {...fieldControlProps(controlId, { error, required })}
          {...rest}
        />
        {suffix && <Affix>{suffix}</Affix>}
      </Control>
    </FormField>
  );
});
