import {
  CHAT_TOKEN_HEADER,
  customerMessageExchange,
  customerMessagePage,
  paths,
} from '../contract/index.ts';
import type {
  CustomerMessage,
  CustomerMessageExchange,
  CustomerMessageQuery,
  Page,
  SendCustomerMessageRequest,
} from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

/**
 * The customer-service chat. Every call carries the widget's chat token (from
 * `common.customerServiceToken()`) besides the login token.
 */
export const createCustomerServiceService = (http: HttpClient) => {
  const signedIn = (chatToken: string) => ({ [CHAT_TOKEN_HEADER]: chatToken });
  return {
    /** One page of the chat with a sub-account; page 1 is the newest, rows oldest first. */
    getMessages: (chatToken: string, query: CustomerMessageQuery): Promise<Page<CustomerMessage>> =>
      http.get(paths.customerService.messages, customerMessagePage, {
        params: { ...query },
        headers: signedIn(chatToken),
      }),
    /**
     * Sends the buyer's message once (Idempotency-Key); resolves with it as stored and the
     * agent's reply.
     */
    send: (
      chatToken: string,
      request: SendCustomerMessageRequest,
      idempotencyKey: string,
    ): Promise<CustomerMessageExchange> =>
      http.post(paths.customerService.messages, customerMessageExchange, request, {
        headers: signedIn(chatToken),
        idempotencyKey,
      }),
  };
};
export type CustomerServiceService = ReturnType<typeof createCustomerServiceService>;
