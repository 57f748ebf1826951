export {
  AdminOnly,
  CertifiedOnly,
  Gate,
  type AdminOnlyProps,
  type CertifiedOnlyProps,
  type GateProps,
} from './Gate.tsx';
