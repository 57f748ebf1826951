export { FormField, fieldControlProps, type FormFieldProps } from './FormField.tsx';
