/** `value`, which the seed made sure of: a missing one is the seed's own mistake, named by `what`. */
export const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
};
