export { AnswerList, type AnswerItem, type AnswerListProps } from './AnswerList.tsx';
