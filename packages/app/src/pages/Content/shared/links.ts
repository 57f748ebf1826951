/** In-app hash links of the content pages. */

export const articleHref = (id: number): string => `#/home/modelInfo/detail/${id}`;
export const questionHref = (id: number): string => `#/home/modelAskAbout/detail/${id}`;
export const faqHref = (id: number): string => `#/home/aboutUsAskAboutDetail/${id}`;
export const searchHref = (keyword: string): string =>
  `#/home/modelStore/search?keyword=${encodeURIComponent(keyword)}`;

/** The :id of a route as a positive whole number, or null when it is not one. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  return Number(param);
}
