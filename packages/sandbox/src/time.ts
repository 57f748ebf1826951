/** The mall writes times as 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8). */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A moment as the mall writes it, to the second. */
export const chinaDateTime = (moment: Date): string =>
  new Date(moment.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The moment a 'YYYY-MM-DD HH:mm:ss' China time stands for. */
export const fromChinaDateTime = (text: string): Date =>
  new Date(`${text.replace(' ', 'T')}+08:00`);
