export { CertificationMask, type CertificationMaskProps } from './CertificationMask.tsx';
