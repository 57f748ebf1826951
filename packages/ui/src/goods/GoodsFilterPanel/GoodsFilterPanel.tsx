import { memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ToggleGroup } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '../../basics/Button/Button.tsx';
import { SkeletonBlock } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';
import { choiceHover } from '../../theme/choice.ts';

/** One choice of a filter group. */
export interface FilterOption {
  /** The value sent with the search, e.g. 6061. */
  value: string;
  /** The chip's text. */
  label: string;
}

/** A filter group: one row of chips, e.g. 牌号. */
export interface FilterGroup {
  /** The key of the group in the filter value, e.g. grade. */
  key: string;
  /** The row's label, e.g. 牌号. */
  label: string;
  /** The choices, in order. */
  options: readonly FilterOption[];
}

/** The chosen values by group key; a group with nothing chosen is left out. */
export type FilterValue = Readonly<Record<string, readonly string[]>>;

export interface GoodsFilterPanelProps {
  /** The groups, in order (牌号, 状态, 厚度, 宽度, 表面, 涂层, 仓库 …). */
  groups: readonly FilterGroup[];
  /** The chosen values (controlled). */
  value: FilterValue;
  /** Called with the whole new value whenever a chip, a summary tag or 清空筛选 changes it. */
  onChange: (value: FilterValue) => void;
  /** How many chips a group shows before 更多. */
  collapsedCount?: number;
  /** The search's keyword, shown first among the chosen conditions (removable), if any. */
  keyword?: string;
  /** The keyword's tag was removed (or 清空筛选 pressed): the search goes on without it. */
  onClearKeyword?: () => void;
  /**
   * The groups' choices are still loading: each group (given with its label and no options)
   * shows a placeholder in place of its chips, so the panel keeps its height.
   */
  loading?: boolean;
}

const Root = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  align-items: start;
  gap: ${space(3)};
  padding: ${space(2)} ${space(4)};
  border-bottom: 1px dashed ${({ theme }) => theme.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.control.sm};
`;

const Chips = styled(ToggleGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** A row of chips still loading: as tall as a chip. */
const ChipsPlaceholder = styled(SkeletonBlock)`
  width: 60%;
  height: ${({ theme }) => theme.control.sm};
`;

const Chip = styled(ToggleGroup.Item)`
  height: ${({ theme }) => theme.control.sm};
  padding: 0 ${space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-variant-numeric: tabular-nums;
  ${choiceHover}
  &[data-state='on'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};

  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tag = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  height: 24px;
  padding: 0 ${space(2)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
`;

/** The value with `values` chosen for the group `key`; an empty group is removed. */
function withGroup(value: FilterValue, key: string, values: readonly string[]): FilterValue {
  const rest = Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
  return values.length > 0 ? { ...rest, [key]: values } : rest;
}

interface FilterRowProps {
  group: FilterGroup;
  /** The group's chosen values. */
  chosen: readonly string[] | undefined;
  /** The row shows all its chips (after 更多). */
  open: boolean;
  collapsedCount: number;
  loading: boolean;
  /** Prefix of the row's element ids. */
  idPrefix: string;
  onChoose: (key: string, values: readonly string[]) => void;
  onToggleOpen: (key: string) => void;
}

/** One group's row: its label, its chips (or their placeholder) and 更多 / 收起. */
function FilterRow({
  group,
  chosen,
  open,
  collapsedCount,
  loading,
  idPrefix,
  onChoose,
  onToggleOpen,
}: FilterRowProps) {
  const long = group.options.length > collapsedCount;
  const shown = long && !open ? group.options.slice(0, collapsedCount) : group.options;
  const labelId = `${idPrefix}-${group.key}-label`;
  const chipsId = `${idPrefix}-${group.key}-chips`;
  return (
    <Row>
      <Label id={labelId}>{group.label}</Label>
      {loading ? (
        <ChipsPlaceholder />
      ) : (
        <Chips
          id={chipsId}
          type="multiple"
          aria-labelledby={labelId}
          value={[...(chosen ?? [])]}
          onValueChange={(values) => onChoose(group.key, values)}
        >
          {shown.map((option) => (
            <Chip key={option.value} value={option.value}>
              {option.label}
            </Chip>
          ))}
        </Chips>
      )}
      {long && (
        <Button
          variant="text"
          size="sm"
          aria-expanded={open}
          aria-controls={chipsId}
          onClick={() => onToggleOpen(group.key)}
        >
          {open ? '收起' : '更多'}
        </Button>
      )}
    </Row>
  );
}

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * A row renders again only when its own group, choice or state changed: the panel renders with
 * every search (a page turn changes the query), and its dozens of chips would cost a page turn
 * more script than the results.
 */
const MemoFilterRow = memo(
  FilterRow,
  ({ chosen, ...previous }, { chosen: next, ...rest }) =>
    sameValues(chosen, next) &&
    (Object.keys(rest) as (keyof typeof rest)[]).every((key) => previous[key] === rest[key]),
);

/**
 * The goods filters: a toolbar of toggle chips per group (Radix ToggleGroup: arrow keys move
 * between chips, Space or Enter toggles), 更多 / 收起 for long rows, and a summary of the
 * chosen filters, each removable, with 清空筛选.
 */
export function GoodsFilterPanel({
  groups,
  value,
  onChange,
  collapsedCount = 8,
  loading = false,
  keyword,
  onClearKeyword,
}: GoodsFilterPanelProps) {
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const chosen = groups.flatMap((group) =>
    group.options
      .filter((option) => value[group.key]?.includes(option.value))
      .map((option) => ({ group, option })),
  );

  // The rows' handlers stay the same across renders and read the value and onChange of the
  // latest one, so that a row whose group did not change is not rendered again.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const choose = useCallback((key: string, values: readonly string[]) => {
    const { value: current, onChange: change } = latest.current;
    change(withGroup(current, key, values));
  }, []);
  const toggleOpen = useCallback(
    (key: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  return (
    <Root aria-label="商品筛选">
      {groups.map((group) => (
        <MemoFilterRow
          key={group.key}
          group={group}
          chosen={value[group.key]}
          open={expanded.has(group.key)}
          collapsedCount={collapsedCount}
          loading={loading}
          idPrefix={id}
          onChoose={choose}
          onToggleOpen={toggleOpen}
        />
      ))}
      {(chosen.length > 0 || keyword) && (
        <Summary>
          <Label id={`${id}-chosen`}>已选条件：</Label>
          <ul aria-labelledby={`${id}-chosen`}>
            {keyword && (
              <li>
                <Tag type="button" aria-label={`移除 关键词：${keyword}`} onClick={onClearKeyword}>
                  关键词：{keyword}
                  <X aria-hidden="true" size={12} />
                </Tag>
              </li>
            )}
            {chosen.map(({ group, option }) => (
              <li key={`${group.key}-${option.value}`}>
                <Tag
                  type="button"
                  aria-label={`移除 ${group.label}：${option.label}`}
                  onClick={() =>
                    choose(
                      group.key,
                      (value[group.key] ?? []).filter((item) => item !== option.value),
                    )
                  }
                >
                  {group.label}：{option.label}
                  <X aria-hidden="true" size={12} />
                </Tag>
              </li>
            ))}
          </ul>
          <Button
            variant="text"
            size="sm"
            onClick={() => {
              onChange({});
              if (keyword) onClearKeyword?.();
            }}
          >
            清空筛选
          </Button>
        </Summary>
      )}
    </Root>
  );
}
