export { OrderFigures, type OrderFigure, type OrderFiguresProps } from './OrderFigures.tsx';
