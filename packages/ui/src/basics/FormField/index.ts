export {
  FormField,
  LabelledField,
  fieldControlProps,
  type FormFieldProps,
  type LabelledFieldProps,
  type LabelledProps,
} from './FormField.tsx';
