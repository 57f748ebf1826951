import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ArticleList, Button, Empty, Panel } from '@mall/ui';
import { useContentStore } from '../shared/useContentStore.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { href, links, pathTo } from '../../../routes/links.ts';

/** /home/modelAskAbout/list: the questions, newest first, with whether they are answered. */
export const AskListPage = observer(function AskListPage() {
  const { questions } = useContentStore();
  const navigate = useNavigate();

  useEffect(() => {
    void questions.load();
  }, [questions]);

  const ask = (
    <Button variant="primary" size="sm" onClick={() => navigate(pathTo('ask'))}>
      我要提问
    </Button>
  );
  return (
    <Panel title="问答" extra={ask}>
      <ArticleList
        label="问答列表"
        items={questions.rows.map((row) => ({
          id: row.id,
          href: href(links.question(row.id)),
          title: row.title,
          badge:
            row.answerCount > 0
              ? { text: `已回答 ${row.answerCount}`, variant: 'success' }
              : { text: '待回答', variant: 'warning' },
          meta: [row.askerName, row.askTime],
        }))}
        {...listState(questions)}
        empty={<Empty description="还没有人提问" action={ask} />}
      />
      <ListPager list={questions} />
    </Panel>
  );
});
