export { CertificationNotice, type CertificationNoticeProps } from './CertificationNotice.tsx';
