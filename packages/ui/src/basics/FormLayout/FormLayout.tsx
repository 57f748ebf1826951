import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface FormLayoutProps {
  /** The accessible name of the form, e.g. 意见反馈. */
  label: string;
  /** The fields, each with its label on the left (Input, Select, TextArea). */
  children: ReactNode;
  /** The buttons, lined up with the fields under the label column. */
  actions: ReactNode;
  /** Width of the fields' label column, to line the actions up with them. */
  $labelWidth?: string;
  /** Submits the form. Native validation is off: the fields show their own Chinese messages. */
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  max-width: 720px;
`;

const Actions = styled.div<{ $labelWidth: string }>`
  display: flex;
  gap: ${space(3)};
  padding-left: calc(${({ $labelWidth }) => $labelWidth} + ${space(3)});
`;

/** A form of labelled rows, then its buttons under the fields (UI.md: labels on the left). */
export function FormLayout({
  label,
  children,
  actions,
  $labelWidth = '96px',
  onSubmit,
}: FormLayoutProps) {
  return (
    <Form aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
      <Actions $labelWidth={$labelWidth}>{actions}</Actions>
    </Form>
  );
}
