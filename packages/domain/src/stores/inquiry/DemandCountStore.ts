import { createInquiryService } from '../../services/inquiry.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

/**
 * The header's demand to-do count (selectToBeSubmittedCount): the to-be-submitted orders made
 * from quotes. Certified users only (spec section 6): the header loads it, lazily, for them.
 */
export const createDemandCountStore: FeatureFactory<Resource<number>> = ({ http }) =>
  new Resource(createInquiryService(http).toBeSubmittedCount);
