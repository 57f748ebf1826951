import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { CustomerServiceChat } from '@mall/ui';
import { createCustomerServiceStore } from '@mall/domain';
import { useFeature } from '../../stores/StoresContext.tsx';
import { errorText } from './rows.ts';

export interface CustomerServiceTabProps {
  /** A product card's 查看商品: the goods search for its searchValue. */
  onOpenProduct: (searchValue: string) => void;
}

/**
 * The message centre's customer-service tab (typeId -1): the chat widget signed in with the
 * buyer's chat identity (id, 'company-realname', mobile), with the sub-accounts by type.
 */
export const CustomerServiceTab = observer(function CustomerServiceTab({
  onOpenProduct,
}: CustomerServiceTabProps) {
  const chat = useFeature(createCustomerServiceStore);

  useEffect(() => {
    void chat.open();
  }, [chat]);

  const { identity } = chat;
  return (
    <CustomerServiceChat
      identity={identity ? { name: identity.name, mobile: chat.maskedMobile } : undefined}
      accounts={chat.accounts.map(({ account, label }) => ({ value: account, label }))}
      account={chat.account}
      onAccountChange={(value) => {
        const option = chat.accounts.find(({ account }) => account === value);
        if (option) void chat.selectAccount(option.account);
      }}
      messages={chat.messages}
      total={chat.total}
      loading={chat.status === 'loading' || chat.status === 'idle'}
      error={chat.status === 'error' ? errorText(chat.error) : undefined}
      onRetry={() => void chat.retry()}
      hasEarlier={chat.hasEarlier}
      loadingEarlier={chat.loadingEarlier}
      onLoadEarlier={() => void chat.loadEarlier()}
      sending={chat.sending}
      sendError={errorText(chat.sendError)}
      onSend={chat.send}
      onOpenProduct={onOpenProduct}
      offer={chat.offeredProduct ?? undefined}
      onSendOffer={() => void chat.sendOffered()}
    />
  );
});
