import { http } from 'msw';
import { paths, sendCustomerMessageRequest } from '../../contract/index.ts';
import { anyOrigin, ok, okGet, okJson, refuse } from '../http.ts';
import { customerMessageExchange, customerMessagePage, customerServiceToken } from './fixtures.ts';

/** The customer-service chat's calls, each answering its fixture. */
const handlers = {
  customerServiceToken: ok(paths.common.customerServiceToken, customerServiceToken),
  customerMessages: okGet(paths.customerService.messages, customerMessagePage),
  /** Answers a valid message with it and a reply, an invalid one with 400 and the contract's text. */
  sendCustomerMessage: http.post(anyOrigin(paths.customerService.messages), async ({ request }) => {
    const body = sendCustomerMessageRequest.safeParse(await request.json());
    return body.success
      ? okJson(customerMessageExchange(body.data))
      : refuse(400, body.error.issues[0]?.message ?? '');
  }),
};

/** Every customer-service call answering OK. */
export const defaultCustomerServiceHandlers = Object.values(handlers);
