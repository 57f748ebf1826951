import { LabelledField, type LabelledProps } from '../FormField/FormField.tsx';
import { SelectMenu } from '../SelectMenu/SelectMenu.tsx';

/** One choice of a Select. */
export interface SelectOption {
  /** The value handed back; '' for "none" (不导入, 全部). */
  value: string | number;
  /** The text shown. */
  label: string;
}

export interface SelectProps extends LabelledProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first choice standing for none (''), e.g. 请选择反馈类型 or 全部状态. */
  placeholder?: string;
  /** The chosen value; '' (or a value no option has) shows the placeholder. */
  value: string | number;
  /** Called with the chosen option's value, as a string ('' for the placeholder). */
  onValueChange: (value: string) => void;
  /** Told when the focus leaves the control (a form validates the field then). */
  onBlur?: () => void;
  /** Refuses a choice, e.g. while a request is in flight. */
  disabled?: boolean;
  /** The control's id; made when left out. */
  id?: string;
  /** The name without a visible label (a table cell's). */
  'aria-label'?: string;
}

/** Radix gives no item the value '': "none" travels under this one. */
const NONE = '\u0000none';
const toItem = (value: string | number) => (value === '' ? NONE : String(value));

/**
 * The app's own drop-down choice (SelectMenu, a Radix Select, drawn the same in every browser and
 * language) with its label on the left and the error under it. Controlled: a form hands it its
 * field's value and onChange (react-hook-form's Controller).
 */
export function Select({
  options,
  placeholder,
  label,
  required,
  error,
  $labelWidth,
  id,
  value,
  onValueChange,
  ...rest
}: SelectProps) {
  const choices =
    placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options];
  return (
    <LabelledField field={{ label, required, error, $labelWidth, id }}>
      {(control) => (
        <SelectMenu
          {...control}
          {...rest}
          $block
          placeholder={placeholder}
          value={
            choices.some((choice) => String(choice.value) === String(value)) ? toItem(value) : ''
          }
          options={choices.map((choice) => ({ value: toItem(choice.value), label: choice.label }))}
          onValueChange={(item) => onValueChange(item === NONE ? '' : item)}
        />
      )}
    </LabelledField>
  );
}
