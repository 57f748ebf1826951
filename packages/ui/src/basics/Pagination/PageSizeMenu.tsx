import { SelectMenu } from '../SelectMenu/SelectMenu.tsx';

export interface PageSizeMenuProps {
  /** Rows per page now. */
  pageSize: number;
  /** The page sizes to choose from. */
  pageSizes: readonly number[];
  /** Called with the size chosen. */
  onPageSizeChange: (pageSize: number) => void;
  /** The trigger's height; md by default. */
  $size?: 'sm' | 'md';
}

/** 每页条数: the page sizes as 10条/页, 20条/页 … in the app's own drop-down (Pagination, SortBar). */
export function PageSizeMenu({ pageSize, pageSizes, onPageSizeChange, $size }: PageSizeMenuProps) {
  return (
    <SelectMenu
      aria-label="每页条数"
      $size={$size}
      value={String(pageSize)}
      options={pageSizes.map((size) => ({ value: String(size), label: `${size}条/页` }))}
      onValueChange={(value) => onPageSizeChange(Number(value))}
    />
  );
}
