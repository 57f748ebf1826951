export {
  HeldDepositTable,
  type HeldDepositRow,
  type HeldDepositTableProps,
} from './HeldDepositTable.tsx';
