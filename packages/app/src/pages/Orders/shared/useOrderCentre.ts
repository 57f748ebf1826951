import { createOrderCentre } from '@mall/domain';
import type { OrderCentre } from '@mall/domain';
import { useFeature } from '../../../stores/StoresContext.tsx';

/** The order area's shared store, built on first use with the order pages' chunk. */
export const useOrderCentre = (): OrderCentre => useFeature(createOrderCentre);
