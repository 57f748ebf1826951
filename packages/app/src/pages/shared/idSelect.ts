/**
 * A Select bound to a react-hook-form field (a Controller's) that holds an id: 0, or nothing yet,
 * shows the placeholder; a choice is stored as its number (0 for the placeholder), then `onPick`
 * runs with it (a cascade empties the fields under it and loads their options).
 */
export const idSelect = (
  field: { value: number | undefined; onChange: (id: number) => void; onBlur: () => void },
  onPick?: (id: number) => void,
) => ({
  value: field.value ? field.value : '',
  onBlur: field.onBlur,
  onValueChange: (value: string) => {
    const id = Number(value) || 0;
    field.onChange(id);
    onPick?.(id);
  },
});
