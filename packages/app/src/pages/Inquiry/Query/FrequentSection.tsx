import { observer } from 'mobx-react-lite';
import type { InquiryFormStore } from '@mall/domain';
import type { LineSuggestion } from '@mall/domain/contract/inquiry';
import { specText } from '@mall/domain/contract/inquiry';
import { Button, Empty, Input, Modal } from '@mall/ui';

const SuggestionList = ({
  label,
  items,
  onAdd,
}: {
  label: string;
  items: readonly LineSuggestion[];
  onAdd: (item: LineSuggestion) => void;
}) =>
  items.length === 0 ? (
    <Empty description={`暂无${label}`} />
  ) : (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.inventoryCode}>
          {specText(item)}（询价 {item.times} 次）{' '}
          <Button variant="text" onClick={() => onAdd(item)} aria-label={`添加 ${specText(item)}`}>
            添加
          </Button>
        </li>
      ))}
    </ul>
  );

/**
 * 常购产品: the company's frequently inquired products (or those whose inventory code contains
 * what is typed) and history requirements, each one step to a line.
 */
export const FrequentSection = observer(function FrequentSection({
  store,
}: {
  store: InquiryFormStore;
}) {
  const add = (item: LineSuggestion) => store.addLines([item]);
  return (
    <Modal
      title="常购产品"
      size="lg"
      trigger={<Button>常购产品</Button>}
      onOpenChange={(open) => {
        if (open) void store.loadFrequent();
      }}
    >
      <h3>常询产品</h3>
      <Input
        label="按存货编码查找"
        type="search"
        placeholder="如 6063-T5"
        onChange={(event) => store.searchByCode(event.target.value)}
      />
      <SuggestionList label="常询产品" items={store.byCode ?? store.frequent ?? []} onAdd={add} />
      <h3>历史需求</h3>
      <SuggestionList label="历史需求" items={store.history ?? []} onAdd={add} />
    </Modal>
  );
});
