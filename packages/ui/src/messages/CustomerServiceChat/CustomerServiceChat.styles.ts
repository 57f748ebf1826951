import styled from 'styled-components';
import { bareList } from '../../theme/list.ts';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** The selected sub-account's panel: the count, the conversation and the input. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Identity = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[4]}px`};
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const IdentityValue = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.control.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

/** The scrolling conversation; focusable, so that the keyboard scrolls it too. */
export const Log = styled.div`
  height: 360px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  scrollbar-width: thin;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 1px;
  }
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  ${bareList}
`;

/** One message: the agent's on the left, the buyer's on the right. */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;

  &[data-from='buyer'] {
    align-items: flex-end;
  }
`;

export const Meta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const Bubble = styled.div`
  max-width: 75%;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-from='buyer'] > & {
    border-color: ${({ theme }) => theme.color.primarySoft};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 220px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  white-space: normal;
`;

export const CardTitle = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CardSpec = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight};
  resize: vertical;

  &:hover,
  &:focus {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 1px solid ${({ theme }) => theme.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    outline-color: ${({ theme }) => theme.color.danger};
  }
  &:read-only {
    background: ${({ theme }) => theme.color.fill};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const ComposerFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
