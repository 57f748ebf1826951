import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FormFieldProps {
  /** The id of the control inside; the label points at it and the error is tied to it. */
  controlId: string;
  /** The label on the left; leave it out when the control has its own aria-label. */
  label?: ReactNode;
  /** Shows the required mark (*) before the label. */
  required?: boolean;
  /** The message under the control, in Chinese; the control is then marked invalid. */
  error?: string;
  /** Width of the label column. */
  $labelWidth?: string;
  /** The control: an Input, a select or anything that takes `fieldControlProps`. */
  children: ReactNode;
}

/** The id of the error message of a control, for `aria-describedby`. */
const errorIdOf = (controlId: string) => `${controlId}-error`;

/**
 * The attributes a control needs inside a FormField: its id, and the invalid, required and
 * described-by states that tie it to the label and the error message.
 */
export function fieldControlProps(
  controlId: string,
  { error, required }: Pick<FormFieldProps, 'error' | 'required'>,
) {
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? errorIdOf(controlId) : undefined,
  };
}

const Root = styled.div<{ $labelWidth: string }>`
  display: grid;
  grid-template-columns: ${({ $labelWidth }) => $labelWidth} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;

  &[data-labelled='false'] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Label = styled.label`
  line-height: ${({ theme }) => theme.control.md};
  text-align: right;
  color: ${({ theme }) => theme.color.text};
`;

const RequiredMark = styled.span`
  margin-right: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.danger};
`;

const ErrorMessage = styled.p`
  grid-column: -2;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.5;
  color: ${({ theme }) => theme.color.danger};
`;

/** A form row: the label on the left with its required mark, the control, the error under it. */
export function FormField({
  controlId,
  label,
  required = false,
  error,
  $labelWidth = '96px',
  children,
}: FormFieldProps) {
  const labelled = label !== undefined;
  return (
    <Root data-labelled={labelled} $labelWidth={$labelWidth}>
      {labelled && (
        <Label htmlFor={controlId}>
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
          {label}
        </Label>
      )}
      {children}
      {error && <ErrorMessage id={errorIdOf(controlId)}>{error}</ErrorMessage>}
    </Root>
  );
}

/** What a labelled control (Input, Select, TextArea) takes besides its element's attributes. */
export interface LabelledProps {
  /** The label on the left; without it give the control an `aria-label`. */
  label?: ReactNode;
  /** Shows the required mark (*) and sets aria-required. */
  required?: boolean;
  /** The message under the field, in Chinese; the field is then marked invalid. */
  error?: string;
  /** Width of the label column. */
  $labelWidth?: string;
}

export interface LabelledFieldProps {
  /** The control's label, required mark, error and label width, and its id (made when left out). */
  field: LabelledProps & { id?: string };
  /** Renders the control, given the attributes that tie it to the label and the error. */
  children: (control: ReturnType<typeof fieldControlProps>) => ReactNode;
}

/** A FormField around one control, with the control's id made when it has none. */
export function LabelledField({ field, children }: LabelledFieldProps) {
  const { id, label, required = false, error, $labelWidth } = field;
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
      {children(fieldControlProps(controlId, { error, required }))}
    </FormField>
  );
}
