import { useId, type FormEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';

export interface AuthPanelProps {
  /** The form's heading, e.g. 账号登录. */
  title: string;
  /** Keeps the heading for screen readers only, where a tab already names the form. */
  hideTitle?: boolean;
  /** The fields and the submit button, stacked. */
  children: ReactNode;
  /** Links under the form, e.g. 忘记密码 and 免费注册. */
  footer?: ReactNode;
  /** Submits the form. Native validation is off: the fields show their own Chinese messages. */
  onSubmit: FormEventHandler<HTMLFormElement>;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Title = styled.h1`
  margin: 0 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const HiddenTitle = styled(Title)`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The form inside a gateway card: heading, stacked fields, and links under it. */
export function AuthPanel({
  title,
  hideTitle = false,
  children,
  footer,
  onSubmit,
}: AuthPanelProps) {
  const titleId = useId();
  return (
    <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      {hideTitle ? (
        <HiddenTitle id={titleId}>{title}</HiddenTitle>
      ) : (
        <Title id={titleId}>{title}</Title>
      )}
      {children}
      {footer && <Footer>{footer}</Footer>}
    </Form>
  );
}
