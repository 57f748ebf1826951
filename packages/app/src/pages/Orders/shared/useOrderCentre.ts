import { createOrderCentreStore } from '@mall/domain';
import type { OrderCentreStore } from '@mall/domain';
import { useFeature } from '../../../stores/StoresContext.tsx';

/** The order area's shared store, built on first use with the order pages' chunk. */
export const useOrderCentre = (): OrderCentreStore => useFeature(createOrderCentreStore);
