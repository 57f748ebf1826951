/** The :id of a route as a positive whole number, or null when it is not one. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  return Number(param);
}
