import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space, type Theme } from '../../theme/index.ts';
import type { TableColumn } from '../Table/Table.tsx';

/**
 * What a state means, one colour each (UI.md): done (success), active, under way on the mall's
 * side (primary), waiting on the buyer (warning), failed (danger), closed (neutral).
 */
export type StatusTagTone = 'done' | 'active' | 'waiting' | 'failed' | 'closed';

/** A state as a list row or a detail carries it: its word and its tone. */
export interface StatusValue {
  /** e.g. 待补款. */
  label: string;
  /** Its meaning, for the tag's colour. */
  tone: StatusTagTone;
}

export interface StatusTagProps {
  /** The state's meaning, for its colour. */
  tone: StatusTagTone;
  /** The state's word, e.g. 待补款. */
  children: ReactNode;
}

/** Each tone's text and fill colours in the theme. */
const TONE_COLOURS = {
  done: ['success', 'successSoft'],
  active: ['primary', 'primarySoft'],
  waiting: ['warning', 'warningSoft'],
  failed: ['danger', 'dangerSoft'],
  closed: ['textSecondary', 'fill'],
} as const satisfies Record<StatusTagTone, readonly [keyof Theme['color'], keyof Theme['color']]>;

const Tag = styled.span`
  display: inline-block;
  padding: 0 ${space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  white-space: nowrap;
  vertical-align: middle;

  ${({ theme }) =>
    (Object.keys(TONE_COLOURS) as StatusTagTone[])
      .map((tone) => {
        const [text, fill] = TONE_COLOURS[tone];
        return `&[data-tone='${tone}'] { background: ${theme.color[fill]}; color: ${theme.color[text]}; }`;
      })
      .join('\n')}
  &[data-tone='closed'] {
    border-color: ${({ theme }) => theme.color.border};
  }
`;

/** A state as a tag, in one style for every list and detail: its word in its tone's colour. */
export function StatusTag({ tone, children }: StatusTagProps) {
  return <Tag data-tone={tone}>{children}</Tag>;
}

/** A table's status column: each row's state as its tag, never wrapped. */
export const statusColumn = <Row,>(
  status: (row: Row) => StatusValue,
  {
    key = 'status',
    title = '状态',
    width = 100,
  }: Partial<Pick<TableColumn<Row>, 'key' | 'title' | 'width'>> = {},
): TableColumn<Row> => ({
  key,
  title,
  width,
  nowrap: true,
  render: (row) => {
    const { label, tone } = status(row);
    return <StatusTag tone={tone}>{label}</StatusTag>;
  },
});
