export { DeliveryFacts, type DeliveryFactsProps } from './DeliveryFacts.tsx';
