import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'>, LabelledProps {
  /** Shown inside the field before the text, e.g. ¥. */
  prefix?: ReactNode;
  /** Shown inside the field after the text, e.g. a unit such as 吨. */
  suffix?: ReactNode;
}

/**
 * The bordered box of a text field (Input, TextArea, the date pickers): the primary border on
 * hover and focus, the danger one when invalid (`data-invalid`), greyed when `data-disabled`.
 */
export const fieldBox = css`
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
    cursor: not-allowed;
  }
`;

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${({ theme }) => theme.control.md};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  ${fieldBox}
`;

/**
 * The text of a bordered box that draws its own border and focus ring (Input, the date
 * pickers): borderless, transparent, tabular figures, muted when disabled.
 */
export const bareField = css`
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

const Field = styled.input`
  flex: 1;
  min-width: 0;
  ${bareField}
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
  { label, required, error, $labelWidth, id, prefix, suffix, disabled, ...rest },
  ref,
) {
  return (
    <LabelledField field={{ label, required, error, $labelWidth, id }}>
      {(control) => (
        <Control data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
          {prefix && <Affix>{prefix}</Affix>}
          <Field ref={ref} disabled={disabled} {...control} {...rest} />
          {suffix && <Affix>{suffix}</Affix>}
        </Control>
      )}
    </LabelledField>
  );
});
