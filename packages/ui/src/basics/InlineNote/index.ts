export { InlineNote } from './InlineNote.tsx';
