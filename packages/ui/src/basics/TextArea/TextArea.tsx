import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { FormField, fieldControlProps } from '../FormField/FormField.tsx';
import { space } from '../../theme/index.ts';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The label on the left; without it give the field an `aria-label`. */
  label?: ReactNode;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** The message under the field, in Chinese; the field is then marked invalid. */
  error?: string;
  /** Width of the label column. */
  $labelWidth?: string;
}

const Control = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
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
`;

const Field = styled.textarea`
  min-height: 120px;
  padding: ${space(2)} ${space(3)};
  border: 0;
  background: transparent;
  resize: vertical;

  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Count = styled.span`
  align-self: flex-end;
  padding: 0 ${space(2)} ${space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/**
 * A multi-line text field with its label on the left, the error under it and, with
 * `maxLength`, a count of the characters typed. The ref reaches the `<textarea>`, so
 * react-hook-form's `register` works.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, required = false, error, $labelWidth, id, maxLength, onChange, defaultValue, ...rest },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [length, setLength] = useState(String(defaultValue ?? rest.value ?? '').length);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <FormField
      controlId={controlId}
      label={label}
      required={required}
      error={error}
      $labelWidth={$labelWidth}
    >
      <Control data-invalid={Boolean(error)}>
        <Field
          ref={ref}
          maxLength={maxLength}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...fieldControlProps(controlId, { error, required })}
          {...rest}
        />
        {maxLength !== undefined && (
          <Count aria-hidden="true">
            {length}/{maxLength}
          </Count>
        )}
      </Control>
    </FormField>
  );
});
