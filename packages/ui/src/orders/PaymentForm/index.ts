export { PaymentForm, type PaymentFormProps, type PaymentFormValue } from './PaymentForm.tsx';
