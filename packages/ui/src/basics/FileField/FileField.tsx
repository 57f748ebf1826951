import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, fieldControlProps } from '../FormField/FormField.tsx';
import { space } from '../../theme/index.ts';

export interface FileFieldProps {
  /** The label on the left, e.g. 盖章合同. */
  label: ReactNode;
  /** The types offered by the picker, e.g. 'application/pdf,.pdf'. */
  accept?: string;
  /** The chosen file's name; '' before one is chosen. */
  fileName: string;
  /** A note under the field, e.g. 仅支持 PDF，不超过 5 MB. */
  hint?: string;
  /** The message under the field, in Chinese; the field is then marked invalid. */
  error?: string;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** The picker cannot be used, e.g. while the file is sent. */
  disabled?: boolean;
  /** Width of the label column, to line up with the form's other fields. */
  $labelWidth?: string;
  /** Called with the chosen file, or null when the choice was cleared. */
  onFileChange: (file: File | null) => void;
}

const Control = styled.div`
  display: grid;
  gap: ${space(1)};

  input {
    max-width: 100%;
    padding: ${space(1)} 0;
  }
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * A labelled file picker (the native input: keyboard and screen readers know it), with the
 * chosen file's name, a hint and the error under it.
 */
export function FileField({
  label,
  accept,
  fileName,
  hint,
  error,
  required = false,
  disabled = false,
  $labelWidth = '80px',
  onFileChange,
}: FileFieldProps) {
  const id = useId();
  return (
    <FormField
      controlId={id}
      label={label}
      required={required}
      error={error}
      $labelWidth={$labelWidth}
    >
      <Control>
        <input
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          {...fieldControlProps(id, { error, required })}
        />
        {fileName !== '' && <Note>已选择：{fileName}</Note>}
        {hint && <Note>{hint}</Note>}
      </Control>
    </FormField>
  );
}
