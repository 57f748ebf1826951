import { forwardRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';
import { fieldBox } from '../Input/Input.tsx';
import { space } from '../../theme/index.ts';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & LabelledProps;

const Control = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  ${fieldBox}
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
  { label, required, error, $labelWidth, id, maxLength, onChange, defaultValue, ...rest },
  ref,
) {
  const [length, setLength] = useState(String(defaultValue ?? rest.value ?? '').length);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <LabelledField field={{ label, required, error, $labelWidth, id }}>
      {(control) => (
        <Control data-invalid={Boolean(error)}>
          <Field
            ref={ref}
            maxLength={maxLength}
            defaultValue={defaultValue}
            onChange={handleChange}
            {...control}
            {...rest}
          />
          {maxLength !== undefined && (
            <Count aria-hidden="true">
              {length}/{maxLength}
            </Count>
          )}
        </Control>
      )}
    </LabelledField>
  );
});
