import type { ReactNode } from 'react';

export interface GateProps {
  /** Whether the children show. */
  when: boolean;
  /** What shows when `when` is true. */
  children: ReactNode;
  /** What shows otherwise; nothing by default. */
  fallback?: ReactNode;
}

/** Shows its children only when `when` holds; the role checks themselves live in the domain. */
export function Gate({ when, children, fallback = null }: GateProps) {
  return <>{when ? children : fallback}</>;
}

export interface AdminOnlyProps extends Omit<GateProps, 'when'> {
  /** Whether the user is an administrator (isAdministrators 1). */
  isAdmin: boolean;
}

/** Elements only administrators see. */
export function AdminOnly({ isAdmin, ...rest }: AdminOnlyProps) {
  return <Gate when={isAdmin} {...rest} />;
}

export interface CertifiedOnlyProps extends Omit<GateProps, 'when'> {
  /** Whether the user's company is certified (examineState 2). */
  certified: boolean;
}

/** Elements only certified users see. */
export function CertifiedOnly({ certified, ...rest }: CertifiedOnlyProps) {
  return <Gate when={certified} {...rest} />;
}
