import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { createCustomerServiceStore } from '@mall/domain';
import type { ProductCard } from '@mall/domain/contract/customerService';
import { Modal } from '@mall/ui';
import { links } from '../../../routes/links.ts';
import { CustomerServiceTab } from '../../../shell/Messages/CustomerServiceTab.tsx';
import { useFeature } from '../../../stores/StoresContext.tsx';

export interface AskServiceDialogProps {
  /** The batch asked about, offered in the chat as its product card (sent on 发送商品). */
  card: ProductCard;
  onClose: () => void;
}

/**
 * 咨询客服 of a goods detail: the chat in a dialog, opened with the batch's product card offered
 * (发送商品 sends it: nothing goes in the buyer's name unasked); a card's 查看商品 closes it and
 * opens the goods search. Its own chunk (the chat, its store and
 * the dialog), which the page loads when the buyer first asks, not with the page.
 */
export function AskServiceDialog({ card, onClose }: AskServiceDialogProps) {
  const chat = useFeature(createCustomerServiceStore);
  const navigate = useNavigate();

  // A second call while the first is under way shares it.
  useEffect(() => {
    void chat.askAbout(card);
  }, [chat, card]);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="咨询客服"
      size="lg"
    >
      <CustomerServiceTab
        onOpenProduct={(searchValue) => {
          onClose();
          void navigate(links.search(searchValue));
        }}
      />
    </Modal>
  );
}
