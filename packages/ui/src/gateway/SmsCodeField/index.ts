export { SmsCodeField, type SmsCodeFieldProps } from './SmsCodeField.tsx';
