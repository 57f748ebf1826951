import { useId, type ReactNode } from 'react';
import { FormField, fieldControlProps } from '../FormField/FormField.tsx';
import { Upload, type UploadProps } from '../Upload/Upload.tsx';

export interface FileFieldProps extends Omit<
  UploadProps,
  'id' | 'aria-label' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
> {
  /** The label on the left, e.g. 盖章合同. */
  label: ReactNode;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** Width of the label column, to line up with the form's other fields. */
  $labelWidth?: string;
}

/**
 * A labelled Upload: the label on the left with its required mark, the product's own file
 * control (click or drop, limits, thumbnail, progress, 删除), and the error under it.
 */
export function FileField({
  label,
  required = false,
  error,
  $labelWidth = '80px',
  ...upload
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
      <Upload {...upload} error={error} {...fieldControlProps(id, { error, required })} />
    </FormField>
  );
}
